import 'server-only'

import type { PayloadRequest } from 'payload'
import { cache } from 'react'

import { hasEnded, registrationHasClosed } from '@/features/events/registration'
import { findPublic } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { Locale } from '@/i18n/locales'
import type { Event, User } from '@/payload-types'

import { countTakenSeats, seatsLeft, ticketTypes } from './rules'

/** Seats held by the reunion's confirmed registrations (`req`: inside a registration's transaction). */
export async function readTakenSeats(reunionId: number, req?: PayloadRequest) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reunion-registrations',
    where: { reunion: { equals: reunionId }, status: { equals: 'confirmed' } },
    select: { passing_year: true, people: { ticket_type: true } },
    pagination: false,
    depth: 0,
    // Only seat counts are read, not who holds them.
    overrideAccess: true,
    req,
  })
  return countTakenSeats(docs)
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
