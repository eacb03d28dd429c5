import 'server-only'

import { cache } from 'react'

import { PAGE_SIZE } from '@/lib/constants'
import { parseId } from '@/lib/ids'
import {
  toPaged,
  toPageNumber,
  toPageSize,
  toSearchText,
  type ListParams,
  type Paged,
} from '@/lib/pagination'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { contentLocale } from '@/i18n/route-locale'
import type { News } from '@/payload-types'

import { searchNewsIds } from './search'

const SORT = '-publish_date'

/** Published news, newest first; `q` matches the title, `featured` keeps featured items only. */
export async function listNews(params: ListParams & { featured?: boolean } = {}) {
  const q = toSearchText(params.q)
  if (q) return searchNews({ ...params, q })
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'news',
    where: params.featured ? { is_featured: { equals: true } } : {},
    sort: SORT,
    page: toPageNumber(params.page),
    limit: toPageSize(params.limit, PAGE_SIZE.allNewsBlogsArticles),
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return toPaged(result)
}

/**
 * A title search: the full-text index finds one page of ids (a `like` would read every title of a
 * large archive), then Payload reads those items, with its access rules, in the index's order.
 */
async function searchNews(
  params: ListParams & { q: string; featured?: boolean },
): Promise<Paged<News>> {
  const payload = await getPayloadClient()
  const locale = await contentLocale()
  const page = toPageNumber(params.page)
  const limit = toPageSize(params.limit, PAGE_SIZE.allNewsBlogsArticles)
  const found = await searchNewsIds(payload, {
    q: params.q,
    locale: locale.locale,
    featured: params.featured,
    page,
    limit,
  })
  const { docs } =
    found.ids.length === 0
      ? { docs: [] }
      : await payload.find({
          collection: 'news',
          where: { id: { in: found.ids } },
          limit: found.ids.length,
          pagination: false,
          depth: 1,
          overrideAccess: false,
          ...locale,
        })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return {
    docs: found.ids.flatMap((id) => byId.get(id) ?? []),
    page,
    limit,
    totalDocs: found.totalDocs,
    totalPages: Math.max(1, Math.ceil(found.totalDocs / limit)),
  }
}

export const listFeaturedNews = cache(async (limit: number = PAGE_SIZE.featuredNews) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { is_featured: { equals: true } },
    sort: SORT,
    limit,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs
})

export const listRecentNews = cache(async (limit: number, excludeId?: number) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: excludeId ? { id: { not_equals: excludeId } } : {},
    sort: SORT,
    limit,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs
})

/** A published news item, or null for an unknown or malformed id. */
export const getNews = cache(async (id: unknown) => {
  const newsId = parseId(id)
  if (newsId === null) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { id: { equals: newsId } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs[0] ?? null
})

export async function listRelatedNews(
  category: string | null | undefined,
  excludeId: number,
  limit = 4,
) {
  if (!category) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { and: [{ category: { equals: category } }, { id: { not_equals: excludeId } }] },
    sort: SORT,
    limit,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs
}

/** Ids of the newest items, rendered at build time; older ones render on first visit. */
export async function listNewsIdsForPrerender(limit = 50) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    sort: SORT,
    limit,
    depth: 0,
    select: {},
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs.map((doc) => doc.id)
}

/** The newest news for the feeds. */
export async function listNewsForFeed(limit = 30) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    sort: SORT,
    limit,
    depth: 0,
    select: { title: true, short_description: true, publish_date: true, category: true },
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs
}
