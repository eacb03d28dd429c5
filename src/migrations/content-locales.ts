/**
 * The content_locales migrations move texts that now have a Bangla version into `<table>_locales`
 * (one row per document and language). A site that already has content keeps it: before the old
 * columns go, their text is copied in as the English version, and `down` copies it back.
 * The statements quote names with double quotes, which SQLite and Postgres both read.
 */
type Moved = { table: string; columns: string[] }[]

const MOVED: Moved = [
  { table: 'news', columns: ['title', 'short_description', 'description'] },
  { table: 'events', columns: ['name', 'sub_nameor_title', 'details'] },
  { table: 'notices', columns: ['title', 'body', 'excerpt'] },
  { table: 'classes', columns: ['name', 'short_description', 'long_description'] },
  { table: 'calendar_entries', columns: ['title', 'description'] },
  { table: 'site', columns: ['school_name', 'application_address'] },
  {
    table: 'home',
    columns: [
      'hero_section',
      'hero_section_sub_title',
      'title_one',
      'title_one_description',
      'title_two',
      'title_two_description',
      'title',
      'description',
      'footer_thumbnail_title',
    ],
  },
  {
    table: 'about',
    columns: [
      'title',
      'subtitle',
      'mission_vision',
      'years_history',
      'principal_name',
      'principal_message',
    ],
  },
  {
    table: 'alumni_page',
    columns: [
      'title',
      'subtitle',
      'welcome_title',
      'welcome_description',
      'connect_title',
      'connect_description',
      'camping_title',
    ],
  },
  { table: 'terms', columns: ['title', 'content'] },
]

/** Drafts and published versions keep their texts under `version_…` in `_<table>_v`. */
const VERSIONED = new Set(['news', 'events', 'notices'])

const q = (name: string) => `"${name}"`
const list = (names: string[]) => names.map(q).join(', ')

/** The second move: notice categories' names and the home page's figures' labels. */
export const CATEGORY_AND_FIGURE_LOCALES: Moved = [
  { table: 'notice_categories', columns: ['name'] },
  { table: 'home_stats', columns: ['label'] },
]

function tablesAndColumns(moved: Moved): Moved {
  return moved.flatMap(({ table, columns }) => [
    { table, columns },
    ...(VERSIONED.has(table)
      ? [{ table: `_${table}_v`, columns: columns.map((column) => `version_${column}`) }]
      : []),
  ])
}

/** Copies each document's text into its English row in `<table>_locales`. */
export function copyIntoLocalesStatements(moved: Moved = MOVED): string[] {
  return tablesAndColumns(moved).map(
    ({ table, columns }) =>
      `INSERT INTO ${q(`${table}_locales`)} (${list(columns)}, "_locale", "_parent_id") ` +
      `SELECT ${list(columns)}, 'en', "id" FROM ${q(table)}`,
  )
}

/** Copies the English rows back into the document's own columns (for `down`). */
export function copyBackFromLocalesStatements(moved: Moved = MOVED): string[] {
  return tablesAndColumns(moved).map(({ table, columns }) => {
    const locales = q(`${table}_locales`)
    const sets = columns
      .map(
        (column) =>
          `${q(column)} = (SELECT l.${q(column)} FROM ${locales} l ` +
          `WHERE l."_parent_id" = ${q(table)}."id" AND l."_locale" = 'en')`,
      )
      .join(', ')
    return `UPDATE ${q(table)} SET ${sets}`
  })
}

/**
 * Tables read with their `_locales` rows by parent id, many rows at a time. The unique index
 * Payload makes starts with `_locale`, which no such read can use: without these, every row of a
 * list scanned the whole locale table (a 12-item page of 100,000 news took half a second).
 */
const LOCALE_PARENT_INDEXED = [
  'news',
  '_news_v',
  'events',
  '_events_v',
  'notices',
  '_notices_v',
  'classes',
  'calendar_entries',
  'notice_categories',
]

const parentIndex = (table: string) => q(`${table}_locales_parent_id_idx`)

export function localeParentIndexStatements(): string[] {
  return LOCALE_PARENT_INDEXED.map(
    (table) => `CREATE INDEX ${parentIndex(table)} ON ${q(`${table}_locales`)} ("_parent_id")`,
  )
}

export function dropLocaleParentIndexStatements(): string[] {
  return LOCALE_PARENT_INDEXED.map((table) => `DROP INDEX ${parentIndex(table)}`)
}
