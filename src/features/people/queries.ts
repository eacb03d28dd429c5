import 'server-only'

import type { PayloadRequest, Where } from 'payload'
import { cache } from 'react'

import { parseId } from '@/lib/ids'
import { toPaged, toPageNumber, toPageSize, toSearchText, type ListRequest } from '@/lib/pagination'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { listedPeopleWhere, type ListedRole } from '@/collections/Users/faculty-listing'

/**
 * Verified leaders (role 10) or faculty (role 9), as anyone may see them: private fields stay
 * hidden; `q` matches the name.
 */
export async function listPeopleByRole(
  role: ListedRole,
  params: ListRequest = {},
  defaultLimit = 16,
) {
  const payload = await getPayloadClient()
  const q = toSearchText(params.q)
  const and: Where[] = [listedPeopleWhere(role)]
  if (q) and.push({ or: [{ first_name: { like: q } }, { last_name: { like: q } }] })
  const result = await payload.find({
    collection: 'users',
    where: { and },
    sort: 'createdAt',
    page: toPageNumber(params.page),
    limit: toPageSize(params.limit, defaultLimit),
    depth: 1,
    overrideAccess: false,
  })
  return toPaged(result)
}

/**
 * A member's profile as `viewer` may see it: everything for the owner and staff, public
 * sections only for everyone else (field access decides, never this function).
 */
export async function getProfile(id: unknown, viewer: PayloadRequest['user'] = null) {
  const userId = parseId(id)
  if (userId === null) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: userId } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    user: viewer,
  })
  return docs[0] ?? null
}

export const getPublicProfile = cache((id: unknown) => getProfile(id, null))

/** Every verified leader or teacher, for pages that list them all at build time (a school has hundreds at most). */
export const listAllPeopleByRole = cache(async (role: ListedRole) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: listedPeopleWhere(role),
    sort: 'createdAt',
    limit: 1000,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})
