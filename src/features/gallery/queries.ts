import 'server-only'

import { cache } from 'react'

import type { SettledListRequest } from '@/lib/pagination'
import { findPublicPage } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

/** Campus gallery items: '0' the memories grid, '1' the story list (the old site's static_status). */
export const listGalleryItems = cache(async (staticStatus?: '0' | '1') => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'campus-gallery',
    where: staticStatus ? { static_status: { equals: staticStatus } } : {},
    sort: 'sort_order',
    limit: 500,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})

/** A page of gallery items, optionally of one `static_status`; `q` matches the title. */
export function listGalleryPage(request: SettledListRequest, staticStatus?: '0' | '1') {
  return findPublicPage('campus-gallery', {
    where: staticStatus ? { static_status: { equals: staticStatus } } : undefined,
    sort: 'sort_order',
    searchField: 'title',
    request,
  })
}
