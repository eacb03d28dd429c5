import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { buildAlumniRegistration, buildAlumniResource, buildStudent } from '@seed/factories'

const quiet = { disableRevalidate: true }

let network: number | null = null

/**
 * A member whose alumni membership of `batch` the office approved, as registering for a reunion
 * requires (null: a member with no membership at all).
 */
export async function approvedAlumnus(
  payload: Payload,
  batch: number | null = 2002,
): Promise<User & { collection: 'users' }> {
  const user = await payload.create({ collection: 'users', data: buildStudent(), context: quiet })
  if (batch !== null) {
    network ??= (
      await payload.create({
        collection: 'alumni-resources',
        data: buildAlumniResource(),
        context: quiet,
      })
    ).id
    await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(user.id, network, {
        passing_year: batch,
        batch: String(batch),
        status: 'approved',
      }),
      context: quiet,
    })
  }
  return { ...user, collection: 'users' }
}

/** The office confirms a reunion registration's payment: its entry cards are then issued. */
export async function verifyReunionPayment(payload: Payload, id: number) {
  return payload.update({
    collection: 'reunion-registrations',
    id,
    data: { payment_status: 'verified' },
    depth: 0,
    context: quiet,
  })
}
