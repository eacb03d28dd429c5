import type { Event } from '@/payload-types'

import type { ReunionRegistrationStatus } from '@/lib/reunion-vocabulary'

export type TicketType = { id: string; name: string; price: number; limit: number | null }

type ReunionSettings = Pick<Event, 'reunion'>

/** The reunion's ticket types, those without a stored row id left out (never saved). */
export function ticketTypes(event: ReunionSettings): TicketType[] {
  return (event.reunion?.ticket_types ?? []).flatMap((ticket) =>
    ticket.id
      ? [{ id: ticket.id, name: ticket.name, price: ticket.price, limit: ticket.limit ?? null }]
      : [],
  )
}

/** The seats a passing-year batch may take, or null when the batch has no quota. */
export function batchQuota(event: ReunionSettings, passingYear: number): number | null {
  const quota = event.reunion?.batch_quotas?.find((row) => row.passing_year === passingYear)
  return quota ? quota.seats : null
}

/** Seats held by confirmed registrations: per ticket type and per batch. */
export type TakenSeats = { byTicket: Map<string, number>; byBatch: Map<number, number> }

/** Adds up the confirmed people counted per batch and ticket type. */
export function countTakenSeats(
  groups: readonly { year: number; ticket: string; people: number }[],
): TakenSeats {
  const byTicket = new Map<string, number>()
  const byBatch = new Map<number, number>()
  for (const { year, ticket, people } of groups) {
    byBatch.set(year, (byBatch.get(year) ?? 0) + people)
    byTicket.set(ticket, (byTicket.get(ticket) ?? 0) + people)
  }
  return { byTicket, byBatch }
}

export type SeatDecision = {
  status: ReunionRegistrationStatus
  /** Why the registration waits: its batch is full, or a ticket type it asks for is sold out. */
  full: 'batch' | 'ticket' | null
}

/**
 * A registration is confirmed only when all its people fit: within its batch's quota and within
 * each ticket type's limit. Otherwise the whole family waits together.
 */
export function decideSeats(
  event: ReunionSettings,
  taken: TakenSeats,
  passingYear: number,
  ticketIds: readonly string[],
): SeatDecision {
  const quota = batchQuota(event, passingYear)
  if (quota !== null && (taken.byBatch.get(passingYear) ?? 0) + ticketIds.length > quota)
    return { status: 'waiting', full: 'batch' }
  const asked = new Map<string, number>()
  for (const id of ticketIds) asked.set(id, (asked.get(id) ?? 0) + 1)
  for (const ticket of ticketTypes(event)) {
    const wanted = asked.get(ticket.id) ?? 0
    if (
      ticket.limit !== null &&
      wanted > 0 &&
      (taken.byTicket.get(ticket.id) ?? 0) + wanted > ticket.limit
    )
      return { status: 'waiting', full: 'ticket' }
  }
  return { status: 'confirmed', full: null }
}

/** Seats still free per ticket type (null: no limit), as the reunion's page shows them. */
export function seatsLeft(event: ReunionSettings, taken: TakenSeats): Map<string, number | null> {
  return new Map(
    ticketTypes(event).map((ticket) => [
      ticket.id,
      ticket.limit === null
        ? null
        : Math.max(0, ticket.limit - (taken.byTicket.get(ticket.id) ?? 0)),
    ]),
  )
}

/**
 * A free ticket (a small child's) comes with an adult of the same family on a paid ticket, where
 * the reunion sells any: a family of free tickets alone is refused.
 */
export function freeTicketsAccompanied(
  event: ReunionSettings,
  people: readonly { price: number; age_band: string }[],
): boolean {
  const anyPaid = ticketTypes(event).some((ticket) => ticket.price > 0)
  if (!anyPaid || !people.some((person) => person.price === 0)) return true
  return people.some((person) => person.price > 0 && person.age_band === 'adult')
}
