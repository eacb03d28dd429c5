import 'server-only'

import type { CollectionSlug, DataFromCollectionSlug, PaginatedDocs, Where } from 'payload'

import { toPaged, type Paged } from '@/lib/pagination'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { contentLocale } from '@/i18n/route-locale'

export type PageRequest = {
  /** Search text matched (case-insensitively, anywhere) against `searchField`. */
  q?: string
  page: number
  limit: number
}

/** One page of a public collection as anyone may read it, optionally searched on one field. */
export async function findPage<S extends CollectionSlug>(
  collection: S,
  {
    where,
    sort,
    searchField,
    request,
  }: { where?: Where; sort: string; searchField?: string; request: PageRequest },
): Promise<Paged<DataFromCollectionSlug<S>>> {
  const payload = await getPayloadClient()
  const and: Where[] = where ? [where] : []
  if (request.q && searchField) and.push({ [searchField]: { like: request.q } })
  const result = await payload.find({
    collection,
    where: and.length > 0 ? { and } : {},
    sort,
    page: request.page,
    limit: request.limit,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return toPaged(result as unknown as PaginatedDocs<DataFromCollectionSlug<S>>)
}
