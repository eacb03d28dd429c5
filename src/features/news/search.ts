import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { isPostgres, selectRows, type SqlValue } from '@/lib/payload/select-rows'

import { containsPattern, ftsQuery, isIndexable, searchWords } from './search-text'

type Value = (v: SqlValue) => string
type SearchArgs = { q: string; locale: Locale; featured?: boolean }
type PageArgs = SearchArgs & { page: number; limit: number }
export type FoundIds = { ids: number[]; totalDocs: number }

const NEWEST_FIRST = `ORDER BY n."publish_date" DESC, n."created_at" DESC`
/**
 * Up to this many titles found in the index are read and sorted by date. A word in more titles
 * than that (one every item has) is listed by walking the date index and checking each title,
 * which finds a page's worth long before the end.
 */
const SORTED_HITS_LIMIT = 5000

/**
 * Holds for the title row `l` of item `n` that a reader of `locale` sees: its Bangla title, or the
 * English one where the item has none (as Payload's fallback shows it).
 */
function isShownTitle(locale: Locale, value: Value): string {
  if (locale === DEFAULT_LOCALE) return `l."_locale" = ${value(DEFAULT_LOCALE)}`
  return `(l."_locale" = ${value(locale)} OR (l."_locale" = ${value(DEFAULT_LOCALE)}
    AND NOT EXISTS (SELECT 1 FROM "news_locales" t WHERE t."_parent_id" = n."id"
      AND t."_locale" = ${value(locale)} AND t."title" <> '')))`
}

/** What the public may list, as the collection's access rule says for a visitor. */
function isListed(args: SearchArgs): string {
  return `n."_status" = 'published'${args.featured ? ' AND n."is_featured"' : ''}`
}

/**
 * Holds for a title row `l` that contains every word, checked row by row. SQLite's LIKE folds
 * ASCII letters only, where the index folds every alphabet's case (Bangla has none).
 */
function titleHasWords(words: string[], value: Value): string {
  const like = (word: string) => `l."title" LIKE ${value(containsPattern(word))} ESCAPE '\\'`
  return ['1 = 1', ...words.map(like)].join(' AND ')
}

/**
 * One page of the listed news whose shown title contains every word of `q`, as ids, newest first
 * like the list, and the number of matches. SQLite reads the trigram FTS5 index
 * `news_locales_search`, Postgres the pg_trgm index on the title; both find a word anywhere in a
 * title, whatever its case. The caller reads the items themselves through Payload.
 */
export async function searchNewsIds(
  payload: Payload,
  args: PageArgs,
  { sortedHitsLimit = SORTED_HITS_LIMIT } = {},
): Promise<FoundIds> {
  const words = searchWords(args.q)
  if (words.length === 0) return { ids: [], totalDocs: 0 }
  return isPostgres(payload)
    ? searchPostgres(payload, args, words)
    : searchSqlite(payload, args, words, sortedHitsLimit)
}

async function searchPostgres(payload: Payload, args: PageArgs, words: string[]) {
  const from = (value: Value) => `FROM "news" n JOIN "news_locales" l ON l."_parent_id" = n."id"
    WHERE ${isListed(args)} AND ${isShownTitle(args.locale, value)}
      AND ${words.map((word) => `l."title" ILIKE ${value(containsPattern(word))}`).join(' AND ')}`
  return pageWithCount(payload, args, from)
}

async function searchSqlite(
  payload: Payload,
  args: PageArgs,
  words: string[],
  sortedHitsLimit: number,
) {
  const match = ftsQuery(words)
  // From the index: each title found, its row, its item, in that order; the index cannot look
  // up a short word, so those are checked on the rows found.
  const fromIndex = (fts: string) => (value: Value) => `FROM "news_locales_search" s
      CROSS JOIN "news_locales" l ON l."id" = s.rowid
      CROSS JOIN "news" n ON n."id" = l."_parent_id"
    WHERE s."title" MATCH ${value(fts)}
      AND ${isListed(args)} AND ${isShownTitle(args.locale, value)}
      AND ${titleHasWords(
        words.filter((word) => !isIndexable(word)),
        value,
      )}`
  const fromTitles = (
    value: Value,
  ) => `FROM "news_locales" l JOIN "news" n ON n."id" = l."_parent_id"
    WHERE ${isListed(args)} AND ${isShownTitle(args.locale, value)}
      AND ${titleHasWords(words, value)}`
  // Only words too short for the index: every title is read once anyway.
  if (match === null) return pageWithCount(payload, args, fromTitles)
  if ((await countIndexHits(payload, match)) <= sortedHitsLimit)
    return pageWithCount(payload, args, fromIndex(match))

  const [totalDocs, rows] = await Promise.all([
    countRows(payload, fromIndex(match)),
    selectRows<{ id: number | string }>(
      payload,
      (value) => `SELECT n."id" AS "id" FROM "news" n
        WHERE ${isListed(args)} AND EXISTS (SELECT 1 FROM "news_locales" l
          WHERE l."_parent_id" = n."id" AND ${isShownTitle(args.locale, value)}
            AND ${titleHasWords(words, value)})
        ${NEWEST_FIRST} LIMIT ${value(args.limit)} OFFSET ${value(offset(args))}`,
    ),
  ])
  return { ids: rows.map((row) => Number(row.id)), totalDocs }
}

function offset(args: PageArgs): number {
  return (args.page - 1) * args.limit
}

async function countIndexHits(payload: Payload, match: string): Promise<number> {
  const [row] = await selectRows<{ hits: number }>(
    payload,
    (value) =>
      `SELECT count(*) AS "hits" FROM "news_locales_search" WHERE "title" MATCH ${value(match)}`,
  )
  return Number(row?.hits ?? 0)
}

async function countRows(payload: Payload, from: (value: Value) => string): Promise<number> {
  const [row] = await selectRows<{ total: number | string }>(
    payload,
    (value) => `SELECT count(*) AS "total" ${from(value)}`,
  )
  return Number(row?.total ?? 0)
}

/** One query for the page and the number of matches (a window count over the found rows). */
async function pageWithCount(
  payload: Payload,
  args: PageArgs,
  from: (value: Value) => string,
): Promise<FoundIds> {
  const rows = await selectRows<{ id: number | string; total: number | string }>(
    payload,
    (value) => `SELECT n."id" AS "id", count(*) OVER () AS "total" ${from(value)}
      ${NEWEST_FIRST} LIMIT ${value(args.limit)} OFFSET ${value(offset(args))}`,
  )
  if (rows.length > 0)
    return { ids: rows.map((row) => Number(row.id)), totalDocs: Number(rows[0].total) }
  // Past the last page the window count has no row to ride on.
  return { ids: [], totalDocs: args.page === 1 ? 0 : await countRows(payload, from) }
}
