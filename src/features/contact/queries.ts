import 'server-only'

import { cache } from 'react'

import type { SettledListRequest } from '@/lib/pagination'
import { findPublicPage } from '@/lib/payload/find-public'
import type { CONTACT_ENTRY_TYPES } from '@/lib/constants'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

type ContactEntryType = (typeof CONTACT_ENTRY_TYPES)[number]

/** Contact numbers of the given types (Help Desk first, then Office, as the page lists them). */
export const listContactEntries = cache(async (types: readonly ContactEntryType[]) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'contact-entries',
    where: { type: { in: [...types] } },
    sort: 'sort_order',
    limit: 100,
    depth: 0,
    overrideAccess: false,
  })
  return [...docs].sort((a, b) => types.indexOf(a.type) - types.indexOf(b.type))
})

/** A page of contact numbers, optionally of one type; `q` matches the title. */
export function listContactEntriesPage(request: SettledListRequest, type?: ContactEntryType) {
  return findPublicPage('contact-entries', {
    where: type ? { type: { equals: type } } : undefined,
    sort: 'sort_order',
    searchField: 'title',
    request,
  })
}
