import 'server-only'

import type { PayloadRequest } from 'payload'
import { cache } from 'react'

import type { SettledListRequest } from '@/lib/pagination'
import {
  findPublic,
  findPublicById,
  findPublicInOrder,
  findPublicPage,
} from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { contentLocale } from '@/i18n/route-locale'

export const listAlumni = cache(() => findPublicInOrder('alumni', 100))

/** The alumni networks ("resources"). */
export const listAlumniNetworks = cache(() => findPublicInOrder('alumni-resources', 50))

export const getAlumniNetwork = cache((id: unknown) =>
  findPublicById('alumni-resources', id, { depth: 1 }),
)

/** Community members, optionally of one network, with their alumni record. */
export const listCommunityMembers = cache(async (networkId?: number) => {
  const { docs } = await findPublic('community-members', {
    where: networkId ? { network: { equals: networkId } } : {},
    sort: 'from_year',
    limit: 500,
    // The alumnus and their picture.
    depth: 2,
  })
  return docs
})

/** A member's own alumni registrations (their payments), newest first. */
export async function listOwnAlumniRegistrations(user: NonNullable<PayloadRequest['user']>) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'alumni-registrations',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
    user,
  })
  return docs
}

export function listAlumniPage(request: SettledListRequest) {
  return findPublicPage('alumni', { sort: 'sort_order', searchField: 'name', request })
}

export function listAlumniNetworksPage(request: SettledListRequest) {
  return findPublicPage('alumni-resources', { sort: 'sort_order', searchField: 'title', request })
}

/** A page of community members, optionally of one network; `q` matches the designation. */
export function listCommunityMembersPage(request: SettledListRequest, networkId?: number) {
  return findPublicPage('community-members', {
    where: networkId ? { network: { equals: networkId } } : undefined,
    sort: 'from_year',
    searchField: 'designation',
    request,
  })
}

/**
 * A member's alumni registrations as `viewer` may read them (the member or staff; anyone else
 * gets nothing because access rules filter the rows), newest first.
 */
export async function listAlumniRegistrationsOf(
  userId: number,
  viewer: NonNullable<PayloadRequest['user']>,
) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'alumni-registrations',
    where: { user: { equals: userId } },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
    user: viewer,
  })
  return docs
}

/**
 * Members whose registration and payment the office approved: the network's general members.
 * Only what the network page shows is read (never e-mail, phone or payment details).
 */
export const listApprovedMembers = cache(async (networkId: number) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'alumni-registrations',
    where: { and: [{ network: { equals: networkId } }, { status: { equals: 'approved' } }] },
    sort: 'name',
    limit: 500,
    depth: 0,
    select: { name: true, batch: true, passing_year: true, current_profession: true },
    // Registrations are private to their owner and staff; this list is the approved subset.
    overrideAccess: true,
    ...(await contentLocale()),
  })
  return docs
})
