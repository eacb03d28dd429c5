/**
 * The news title search (its full-text index on SQLite, its trigram index on Postgres): every word
 * found anywhere in the title a reader sees, whatever its case, newest first; drafts never; the
 * index follows every edit and delete.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildNews } from '@seed/factories'
import { searchNewsIds } from '@/features/news/search'
import type { Locale } from '@/i18n/locales'
import { isPostgres } from '@/lib/payload/select-rows'

import { testPayload } from '../helpers/payload'

/** A word no other test's news has, so only this file's items can match. */
const TAG = `kestrel${Date.now()}`
const quiet = { disableRevalidate: true }

let payload: Payload
const ids: Record<'fair' | 'olympiad' | 'draft' | 'cricket' | 'sale', number> = {
  fair: 0,
  olympiad: 0,
  draft: 0,
  cricket: 0,
  sale: 0,
}

const sqlite = () =>
  (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client

async function addNews(
  title: string,
  publishDate: string,
  extra: Parameters<typeof buildNews>[0] = {},
) {
  const doc = await payload.create({
    collection: 'news',
    data: buildNews({ title, publish_date: publishDate, ...extra }),
    context: quiet,
  })
  return doc.id
}

async function search(
  q: string,
  locale: Locale = 'en',
  more: { page?: number; limit?: number } = {},
) {
  return searchNewsIds(payload, { q: `${TAG} ${q}`, locale, page: 1, limit: 12, ...more })
}

beforeAll(async () => {
  payload = await testPayload()
  ids.fair = await addNews(`${TAG} Science Fair in the Auditorium`, '2026-01-05T00:00:00.000Z', {
    is_featured: true,
  })
  ids.olympiad = await addNews(`Annual ${TAG}-SCIENCE olympiad`, '2026-01-04T00:00:00.000Z')
  ids.draft = await addNews(`${TAG} science draft`, '2026-01-06T00:00:00.000Z', {
    _status: 'draft',
  })
  ids.cricket = await addNews(`${TAG} Cricket final`, '2026-01-03T00:00:00.000Z')
  await payload.update({
    collection: 'news',
    id: ids.cricket,
    locale: 'bn',
    data: { title: `${TAG} ক্রিকেট ফাইনাল` },
    context: quiet,
  })
  ids.sale = await addNews(`${TAG} Book fair: 50% off`, '2026-01-02T00:00:00.000Z')
})

describe('news title search', () => {
  it('finds every word anywhere in the title, any case, newest first, and never a draft', async () => {
    expect(await search('science')).toEqual({ ids: [ids.fair, ids.olympiad], totalDocs: 2 })
    expect(await search('FAIR')).toEqual({ ids: [ids.fair, ids.sale], totalDocs: 2 })
    expect(await search('science fair')).toEqual({ ids: [ids.fair], totalDocs: 1 })
    expect(await search('ienc lymp')).toEqual({ ids: [ids.olympiad], totalDocs: 1 })
    expect(await search('nothing-like-this')).toEqual({ ids: [], totalDocs: 0 })
  })

  it('checks words too short for the index on the titles found', async () => {
    expect((await search('in')).ids).toEqual([ids.fair, ids.cricket])
    expect((await search('fa science')).ids).toEqual([ids.fair])
  })

  it('reads what was typed literally: no wildcards, no search operators', async () => {
    expect((await search('50%')).ids).toEqual([ids.sale])
    expect((await search('5%')).ids).toEqual([])
    expect((await search('%%%')).ids).toEqual([])
    expect((await search('_')).ids).toEqual([])
    expect((await search('fair OR cricket')).ids).toEqual([])
    expect((await search('"fair')).ids).toEqual([])
  })

  it('searches the title a Bangla reader sees: the Bangla one, else the English one', async () => {
    expect((await search('ক্রিকেট', 'bn')).ids).toEqual([ids.cricket])
    expect((await search('cricket', 'bn')).ids).toEqual([])
    expect((await search('cricket', 'en')).ids).toEqual([ids.cricket])
    expect((await search('ক্রিকেট', 'en')).ids).toEqual([])
    expect((await search('science', 'bn')).ids).toEqual([ids.fair, ids.olympiad])
  })

  it('pages the matches, and still counts them past the last page', async () => {
    expect(await search('fair', 'en', { limit: 1 })).toEqual({ ids: [ids.fair], totalDocs: 2 })
    expect(await search('fair', 'en', { limit: 1, page: 2 })).toEqual({
      ids: [ids.sale],
      totalDocs: 2,
    })
    expect(await search('fair', 'en', { limit: 1, page: 9 })).toEqual({ ids: [], totalDocs: 2 })
  })

  it('keeps featured items only when asked', async () => {
    const found = await searchNewsIds(payload, {
      q: `${TAG} fair`,
      locale: 'en',
      page: 1,
      limit: 12,
      featured: true,
    })
    expect(found).toEqual({ ids: [ids.fair], totalDocs: 1 })
  })

  it('finds the same items whether it sorts the index hits or walks the list by date', async () => {
    for (const [q, locale] of [
      ['science', 'en'],
      ['fair', 'en'],
      ['in', 'en'],
      ['ক্রিকেট', 'bn'],
      ['science', 'bn'],
    ] as const) {
      for (const page of [1, 2]) {
        const args = { q: `${TAG} ${q}`, locale, page, limit: 1 }
        expect(await searchNewsIds(payload, args, { sortedHitsLimit: 0 })).toEqual(
          await searchNewsIds(payload, args),
        )
      }
    }
  })

  it('follows edits, publishing and deletes', async () => {
    await payload.update({
      collection: 'news',
      id: ids.fair,
      data: { title: `${TAG} Science Carnival` },
      context: quiet,
    })
    expect((await search('fair')).ids).toEqual([ids.sale])
    expect((await search('carnival')).ids).toEqual([ids.fair])

    await payload.update({
      collection: 'news',
      id: ids.draft,
      data: { _status: 'published' },
      context: quiet,
    })
    expect((await search('draft')).ids).toEqual([ids.draft])

    await payload.delete({ collection: 'news', id: ids.olympiad, context: quiet })
    expect((await search('olympiad')).ids).toEqual([])

    // SQLite's index must still match the titles exactly (the check with 1 compares it with them).
    if (!isPostgres(payload))
      await expect(
        sqlite().execute(
          `INSERT INTO "news_locales_search"("news_locales_search", rank) VALUES ('integrity-check', 1)`,
        ),
      ).resolves.toBeDefined()
  })
})
