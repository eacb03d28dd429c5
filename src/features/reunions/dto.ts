import type { ReunionRegistration } from '@/payload-types'

import type { ReunionOffer } from './queries'

/** A reunion as `GET /api/v1/reunions` lists it: tickets with prices and seats left. */
export function toReunionDto(offer: ReunionOffer) {
  return {
    id: offer.id,
    name: offer.name,
    start_date: offer.startDate,
    registration_closes: offer.closes,
    open: offer.open,
    ticket_types: offer.tickets.map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      price: ticket.price,
      seats_left: ticket.left,
    })),
  }
}

/** A member's registration as `POST /api/v1/reunions/{id}/register` answers it. */
export function toReunionRegistrationDto(registration: ReunionRegistration) {
  return {
    id: registration.id,
    status: registration.status,
    payment_status: registration.payment_status,
    total: registration.total,
    people: (registration.people ?? []).map((person) => ({
      name: person.name,
      relation: person.relation,
      age_band: person.age_band,
      tshirt_size: person.tshirt_size,
      ticket_type: person.ticket_type,
      ticket_name: person.ticket_name,
      price: person.price,
      entry_code: person.entry_code ?? null,
    })),
  }
}
