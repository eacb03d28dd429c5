import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { PayloadRequest } from 'payload'

import { requireDuty } from '@/access/duties'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { env } from '@/lib/env'
import { sendQueuedEmail } from '@/lib/email/email-queue'
import { ConflictError } from '@/lib/errors'
import { oneAtATime } from '@/lib/one-at-a-time'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { ReunionRegistration } from '@/payload-types'

import { createEntryCode } from '@/collections/ReunionRegistrations/entry-code'
import { readTakenSeats } from './queries'
import { holdReunion, queueConfirmation } from './store-registration'
import { cardsDue } from '@/collections/ReunionRegistrations/cards'
import { decideSeats } from './rules'

export const ONLY_CONFIRMED_CANCELLED = 'Only a confirmed registration can be cancelled.'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * Staff cancel a confirmed reunion registration: its entry cards stop counting, and the seats go
 * to the waiting list in order of registration, to each family whose batch quota and tickets now
 * fit. One short transaction, taken one at a time per reunion as registrations are; the promoted
 * members get their entry cards by e-mail after it commits.
 */
export async function cancelReunionRegistration(
  registrationId: number,
  user: PayloadRequest['user'],
): Promise<{ cancelled: ReunionRegistration; promoted: ReunionRegistration[] }> {
  const staff = requireDuty(user, 'inbox')
  const payload = await getPayloadClient()
  const asStaff = { depth: 0, overrideAccess: false, user: staff } as const
  const current = await payload.findByID({
    collection: 'reunion-registrations',
    id: registrationId,
    ...asStaff,
    overrideAccess: false,
  })
  const reunionId = idOf(current.reunion)
  const event = await payload.findByID({
    collection: 'events',
    id: reunionId,
    depth: 0,
    locale: DEFAULT_LOCALE,
    overrideAccess: false,
    user: staff,
  })

  const result = await oneAtATime(`reunion:${reunionId}`, async () => {
    const req = await createLocalReq({ user: staff }, payload)
    await initTransaction(req)
    try {
      await holdReunion(payload, req, reunionId)
      const fresh = await payload.findByID({
        collection: 'reunion-registrations',
        id: registrationId,
        depth: 0,
        overrideAccess: false,
        req,
      })
      if (fresh.status !== 'confirmed') throw new ConflictError(ONLY_CONFIRMED_CANCELLED)
      const cancelled = await payload.update({
        collection: 'reunion-registrations',
        id: registrationId,
        data: {
          status: 'cancelled',
          people: (fresh.people ?? []).map((person) => ({ ...person, entry_code: null })),
        },
        depth: 0,
        overrideAccess: false,
        req,
      })
      const taken = await readTakenSeats(reunionId, req)
      const { docs: waiting } = await payload.find({
        collection: 'reunion-registrations',
        where: { reunion: { equals: reunionId }, status: { equals: 'waiting' } },
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        req,
      })
      const promoted: ReunionRegistration[] = []
      for (const family of waiting) {
        const people = family.people ?? []
        const tickets = people.map((person) => person.ticket_type)
        if (decideSeats(event, taken, family.passing_year, tickets).status !== 'confirmed') continue
        promoted.push(
          await payload.update({
            collection: 'reunion-registrations',
            id: family.id,
            data: {
              status: 'confirmed',
              // Cards only for a paid (or free) registration; a priced one gets them when paid.
              people: people.map((person) => ({
                ...person,
                entry_code: cardsDue({ ...family, status: 'confirmed' })
                  ? createEntryCode(reunionId, env.PAYLOAD_SECRET)
                  : null,
              })),
            },
            depth: 0,
            overrideAccess: false,
            req,
          }),
        )
        const year = family.passing_year
        taken.byBatch.set(year, (taken.byBatch.get(year) ?? 0) + people.length)
        for (const ticket of tickets)
          taken.byTicket.set(ticket, (taken.byTicket.get(ticket) ?? 0) + 1)
      }
      await commitTransaction(req)
      return { cancelled, promoted }
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  })

  for (const registration of result.promoted) {
    const member = await payload
      // The promoted member's address for their entry cards: staff may not read members' accounts.
      .findByID({
        collection: 'users',
        id: idOf(registration.user),
        depth: 0,
        overrideAccess: true,
      })
      .catch(() => null)
    if (!member) continue
    const email = await queueConfirmation(
      payload,
      { ...member, collection: 'users' },
      event,
      registration,
      registration.total,
    ).catch((err: unknown) => {
      payload.logger.error({ err, msg: 'Entry cards for a family moved up not queued' })
      return null
    })
    if (email) sendQueuedEmail(payload, email)
  }
  return result
}
