import 'server-only'

import type { PayloadRequest } from 'payload'
import { cache } from 'react'

import { hasEnded, registrationHasClosed } from '@/features/events/store-registration'
import { findPublic } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { runStatement } from '@/lib/payload/sql-statement'
import type { Locale } from '@/i18n/locales'
import type { Event, User } from '@/payload-types'

import { countTakenSeats, seatsLeft, ticketTypes } from './rules'

/**
 * Seats held by the reunion's confirmed registrations, counted by the database in one statement
 * (`req`: inside a registration's transaction), so a registration on the last day costs the same
 * as the first.
 */
export async function readTakenSeats(reunionId: number, req?: PayloadRequest) {
  const payload = await getPayloadClient()
  const rows = await runStatement<{ year: number; ticket: string; people: number | string }>(
    payload,
    (value) =>
      `SELECT r."passing_year" AS "year", p."ticket_type" AS "ticket", count(*) AS "people"
       FROM "reunion_registrations" r
       JOIN "reunion_registrations_people" p ON p."_parent_id" = r."id"
       WHERE r."reunion_id" = ${value(reunionId)} AND r."status" = ${value('confirmed')}
       GROUP BY r."passing_year", p."ticket_type"`,
    req,
  )
  return countTakenSeats(
    rows.map((row) => ({ year: Number(row.year), ticket: row.ticket, people: Number(row.people) })),
  )
}

export type ReunionOffer = {
  id: number
  name: string
  startDate: string
  /** When registration closes (the event's own deadline, or its end). */
  closes: string | null
  open: boolean
  tickets: { id: string; name: string; price: number; left: number | null }[]
}

/** What a reunion sells and what is left, or null for an event that takes no registrations. */
export const reunionOffer = cache(async (event: Event): Promise<ReunionOffer | null> => {
  if (event.type !== 'Alumni' || !event.reunion?.takes_registrations) return null
  const left = seatsLeft(event, await readTakenSeats(event.id))
  return {
    id: event.id,
    name: event.name,
    startDate: event.start_date,
    closes: event.registration_closes ?? event.end_date ?? null,
    open: !hasEnded(event) && !registrationHasClosed(event),
    tickets: ticketTypes(event).map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      price: ticket.price,
      left: left.get(ticket.id) ?? null,
    })),
  }
})

/** Published reunions that take registrations, soonest first, with what is left of each. */
export async function listReunionOffers(locale?: Locale): Promise<ReunionOffer[]> {
  const { docs } = await findPublic('events', {
    where: { type: { equals: 'Alumni' }, 'reunion.takes_registrations': { equals: true } },
    sort: 'start_date',
    limit: 50,
    depth: 0,
    locale,
  })
  const offers = await Promise.all(docs.map((event) => reunionOffer(event)))
  return offers.filter((offer): offer is ReunionOffer => offer !== null)
}

/** The member's own registration for a reunion, with the entry codes, or null. */
export const getOwnReunionRegistration = cache(async (member: User, reunionId: number) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reunion-registrations',
    where: { reunion: { equals: reunionId }, user: { equals: member.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: { ...member, collection: 'users' },
  })
  return docs[0] ?? null
})
