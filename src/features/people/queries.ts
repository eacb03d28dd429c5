import 'server-only'

import type { PayloadRequest, Where } from 'payload'
import { cache } from 'react'

import { ROLES } from '@/lib/constants'
import { parseId } from '@/lib/ids'
import { toPaged, toPageNumber, toPageSize, toSearchText, type ListParams } from '@/lib/pagination'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

type StaffRole = typeof ROLES.leadership | typeof ROLES.teacher

/** Leaders (role 10) or faculty (role 9), as anyone may see them: private fields stay hidden; `q` matches the name. */
export async function listPeopleByRole(
  role: StaffRole,
  params: ListParams = {},
  defaultLimit = 16,
) {
  const payload = await getPayloadClient()
  const q = toSearchText(params.q)
  const and: Where[] = [{ role: { equals: String(role) } }]
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

/** Every leader or teacher, for pages that list them all at build time (a school has hundreds at most). */
export const listAllPeopleByRole = cache(async (role: StaffRole) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: String(role) } },
    sort: 'createdAt',
    limit: 1000,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})
