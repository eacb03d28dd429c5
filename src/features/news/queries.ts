import 'server-only'

import { cache } from 'react'

import { PAGE_SIZE } from '@/lib/constants'
import {
  toPaged,
  toPageNumber,
  toPageSize,
  toSearchText,
  type ListRequest,
  type Paged,
} from '@/lib/pagination'
import { findPublic, findPublicById, findPublicIds } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { contentLocale } from '@/i18n/route-locale'
import type { News } from '@/payload-types'

import { searchNewsIds } from './search'

const SORT = '-publish_date'

/** Published news, newest first; `q` matches the title, `featured` keeps featured items only. */
export async function listNews(params: ListRequest & { featured?: boolean } = {}) {
  const q = toSearchText(params.q)
  if (q) return searchNews({ ...params, q })
  const result = await findPublic('news', {
    where: params.featured ? { is_featured: { equals: true } } : {},
    sort: SORT,
    page: toPageNumber(params.page),
    limit: toPageSize(params.limit, PAGE_SIZE.allNewsBlogsArticles),
    depth: 1,
  })
  return toPaged(result)
}

/**
 * A title search: the full-text index finds one page of ids (a `like` would read every title of a
 * large archive), then Payload reads those items, with its access rules, in the index's order.
 */
async function searchNews(
  params: ListRequest & { q: string; featured?: boolean },
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
      : await findPublic('news', {
          where: { id: { in: found.ids } },
          limit: found.ids.length,
          pagination: false,
          depth: 1,
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
  const { docs } = await findPublic('news', {
    where: { is_featured: { equals: true } },
    sort: SORT,
    limit,
    depth: 1,
  })
  return docs
})

export const listRecentNews = cache(async (limit: number, excludeId?: number) => {
  const { docs } = await findPublic('news', {
    where: excludeId ? { id: { not_equals: excludeId } } : {},
    sort: SORT,
    limit,
    depth: 1,
  })
  return docs
})

/** A published news item, or null for an unknown or malformed id. */
export const getNews = cache((id: unknown) => findPublicById('news', id, { depth: 1 }))

export async function listRelatedNews(
  category: string | null | undefined,
  excludeId: number,
  limit = 4,
) {
  if (!category) return []
  const { docs } = await findPublic('news', {
    where: { and: [{ category: { equals: category } }, { id: { not_equals: excludeId } }] },
    sort: SORT,
    limit,
    depth: 1,
  })
  return docs
}

/** Ids of the newest items, rendered at build time; older ones render on first visit. */
export function listNewsIdsForPrerender(limit = 50) {
  return findPublicIds('news', { sort: SORT, limit })
}

/** The newest news for the feeds. */
export async function listNewsForFeed(limit = 30) {
  const { docs } = await findPublic('news', {
    sort: SORT,
    limit,
    depth: 0,
    select: { title: true, short_description: true, publish_date: true, category: true },
  })
  return docs
}
