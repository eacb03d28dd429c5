import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { hasEnded, registrationHasClosed } from '@/features/events/store-registration'
import { DEFAULT_LOCALE, localePath } from '@/i18n/locales'
import { normaliseTransactionId } from '@/lib/digits'
import { env } from '@/lib/env'
import { queueEmail, sendQueuedEmail } from '@/lib/email/email-queue'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors'
import { oneAtATime } from '@/lib/one-at-a-time'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { isPostgres, runStatement } from '@/lib/payload/sql-statement'
import { validationPaths } from '@/lib/payload/validation-paths'
import type { Event, ReunionRegistration, User } from '@/payload-types'

import { cardsDue } from '@/collections/ReunionRegistrations/cards'
import { memberLanguage } from '@/collections/Users/language'
import { createEntryCode } from '@/collections/ReunionRegistrations/entry-code'
import { entryCardsPath } from './paths'
import { readTakenSeats } from './queries'
import { decideSeats, freeTicketsAccompanied, ticketTypes, type SeatDecision } from './rules'
import { reunionRegistrationEmail } from './registration-email'
import type { ReunionRegistrationData } from './schemas'

type Member = User & { collection: 'users' }

export const REUNION_NOT_OPEN = 'This reunion does not take registrations.'
export const REUNION_CLOSED = 'Registration for this reunion has closed.'
export const REUNION_ALREADY_REGISTERED = 'You have already registered for this reunion.'
export const UNKNOWN_TICKET = 'Choose one of this reunion’s ticket types for each person.'
export const PAYMENT_NEEDED =
  'Pay the total, then choose the payment method and enter its transaction ID.'
export const REUNION_TRANSACTION_USED =
  'This transaction ID has already been used for a reunion registration.'
export const REUNION_CONFIRMED =
  'Your registration is confirmed. Your entry cards are below and on their way by e-mail.'
export const REUNION_HELD =
  'Your seats are held. Your entry cards come by e-mail once the office has confirmed your payment.'
export const FREE_NEEDS_PAYING_ADULT =
  'A free ticket comes with an adult of the family on a paid ticket: add one, or register with the rest of your family.'
export const ONLY_APPROVED_ALUMNI =
  'Only approved alumni can register for the reunion. Join an alumni network first; once the office approves your membership, register for your batch.'
export const NOT_YOUR_BATCH =
  'Register for your own batch: the passing year must be the one of your approved alumni membership. Ask the office if it is wrong.'
export const REUNION_WAITING_BATCH =
  'Your batch has no seats left, so your registration is on the waiting list. The office will write to you if seats become free.'
export const REUNION_WAITING_TICKET =
  'A ticket you chose is sold out, so your registration is on the waiting list. The office will write to you if seats become free.'

export const REUNION_FAILED = 'The registration could not be saved. Please try again.'

export function reunionAnswer(decision: Pick<SeatDecision, 'full'>, total = 0): string {
  if (decision.full === 'batch') return REUNION_WAITING_BATCH
  if (decision.full === 'ticket') return REUNION_WAITING_TICKET
  return total > 0 ? REUNION_HELD : REUNION_CONFIRMED
}

/**
 * The passing years the member is an approved alumnus of: a seat is held only by a member whose
 * membership the office approved, and only in that batch.
 */
async function approvedBatches(memberId: number): Promise<number[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'alumni-registrations',
    where: { user: { equals: memberId }, status: { equals: 'approved' } },
    select: { passing_year: true },
    pagination: false,
    depth: 0,
    // The member's own approved memberships, read by the use case that checks them.
    overrideAccess: true,
  })
  return docs.map((doc) => Number(doc.passing_year))
}

/** What a registration needs to know of its reunion. */
type ReunionFacts = Pick<
  Event,
  'id' | 'name' | 'type' | 'start_date' | 'end_date' | 'registration_closes' | 'reunion'
>

/** A published alumni event that takes reunion registrations, in English (stored names). */
export async function findOpenReunion(reunionId: number): Promise<ReunionFacts> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { id: { equals: reunionId } },
        { type: { equals: 'Alumni' } },
        { 'reunion.takes_registrations': { equals: true } },
      ],
    },
    // Only what the seat rules and the e-mail read: the event's page content stays unread.
    select: {
      name: true,
      type: true,
      start_date: true,
      end_date: true,
      registration_closes: true,
      reunion: true,
    },
    limit: 1,
    depth: 0,
    locale: DEFAULT_LOCALE,
    overrideAccess: false,
  })
  const event = docs[0]
  if (!event) throw new NotFoundError(REUNION_NOT_OPEN)
  return event
}

/** Holds the reunion's row until commit, so registrations on other servers wait their turn. */
export async function holdReunion(payload: Payload, req: PayloadRequest, reunionId: number) {
  if (!isPostgres(payload)) return
  await runStatement(
    payload,
    (value) => `SELECT "id" FROM "events" WHERE "id" = ${value(reunionId)} FOR UPDATE`,
    req,
  )
}

/**
 * A signed-in member registers themself and family for a reunion: never after the deadline, one
 * registration per member, and confirmed only when the batch quota and every ticket limit still
 * hold, otherwise on the waiting list. The check, the write and the e-mail's job are one short
 * transaction, taken one at a time per reunion; the e-mail is sent once it commits.
 */
export async function registerForReunion(
  member: Member,
  reunionId: number,
  data: ReunionRegistrationData,
): Promise<{ registration: ReunionRegistration; message: string }> {
  const event = await findOpenReunion(reunionId)
  if (hasEnded(event) || registrationHasClosed(event)) throw new ConflictError(REUNION_CLOSED)

  const tickets = new Map(ticketTypes(event).map((ticket) => [ticket.id, ticket]))
  const people = data.people.map((person, i) => {
    const ticket = tickets.get(person.ticket_type)
    if (!ticket) throw new ValidationError({ [`people.${i}.ticket_type`]: [UNKNOWN_TICKET] })
    return { ...person, ticket_name: ticket.name, price: ticket.price }
  })
  const total = people.reduce((sum, person) => sum + person.price, 0)
  if (total > 0 && !(data.payment_method && data.transaction_id))
    throw new ValidationError({ transaction_id: [PAYMENT_NEEDED] })
  if (!freeTicketsAccompanied(event, people)) throw new ConflictError(FREE_NEEDS_PAYING_ADULT)
  const batches = await approvedBatches(member.id)
  if (batches.length === 0) throw new ConflictError(ONLY_APPROVED_ALUMNI)
  if (!batches.includes(data.passing_year)) throw new ConflictError(NOT_YOUR_BATCH, 'passing_year')

  const payload = await getPayloadClient()
  const { registration, decision, email } = await oneAtATime(`reunion:${event.id}`, async () => {
    const req = await createLocalReq({ user: member }, payload)
    await initTransaction(req)
    try {
      await holdReunion(payload, req, event.id)
      const taken = await readTakenSeats(event.id, req)
      const decision = decideSeats(
        event,
        taken,
        data.passing_year,
        people.map((person) => person.ticket_type),
      )
      const cards = cardsDue({ status: decision.status, total, payment_status: 'pending' })
      const registration = await payload.create({
        collection: 'reunion-registrations',
        data: {
          reunion: event.id,
          user: member.id,
          passing_year: data.passing_year,
          status: decision.status,
          payment_status: 'pending',
          people: people.map((person) => ({
            ...person,
            entry_code: cards ? createEntryCode(event.id, env.PAYLOAD_SECRET) : null,
          })),
          total,
          payment_method: total > 0 ? data.payment_method : null,
          transaction_id: total > 0 ? data.transaction_id : null,
          transaction_key:
            total > 0 && data.transaction_id ? normaliseTransactionId(data.transaction_id) : null,
        },
        depth: 0,
        // The collection takes no direct writes: seats are counted here only.
        overrideAccess: true,
        req,
      })
      const email = await queueConfirmation(payload, member, event, registration, total, req)
      await commitTransaction(req)
      return { registration, decision, email }
    } catch (error) {
      await killTransaction(req)
      throw uniqueClash(error) ?? error
    }
  })

  if (email) sendQueuedEmail(payload, email)
  return { registration, message: reunionAnswer(decision, total) }
}

/** The member's second registration, or a transaction id used before, as the member reads it. */
function uniqueClash(error: unknown): ConflictError | null {
  const paths = validationPaths(error)
  if (!paths) return null
  if (paths.some((p) => /transaction|payment/.test(p)))
    return new ConflictError(REUNION_TRANSACTION_USED, 'transaction_id')
  if (paths.some((p) => /user|reunion/.test(p)))
    return new ConflictError(REUNION_ALREADY_REGISTERED)
  return null
}

/**
 * Queues the e-mail with the entry cards (confirmed) or the waiting-list notice, in the member's
 * language (reunion name and link too), inside `req`'s
 * transaction when given; answers its job, to send with `sendQueuedEmail` after the commit. The
 * cards' QR codes are drawn when the mail is sent, not while the member waits.
 */
export async function queueConfirmation(
  payload: Payload,
  member: Member,
  event: Pick<Event, 'id' | 'name'>,
  registration: ReunionRegistration,
  total: number,
  req?: PayloadRequest,
): Promise<number | string | null> {
  if (!member.email) return null
  const people = registration.people ?? []
  const cards = people.some((person) => person.entry_code)
  const language = memberLanguage(member.language)
  // The reunion's name in the member's language, English where it has none.
  const reunion =
    language === DEFAULT_LOCALE
      ? event.name
      : (
          await payload.findByID({
            collection: 'events',
            id: event.id,
            depth: 0,
            locale: language,
            select: { name: true },
            req,
            // Only the reunion's name, for the member's own e-mail.
            overrideAccess: true,
          })
        ).name
  return queueEmail(
    payload,
    {
      to: member.email,
      ...reunionRegistrationEmail(
        registration,
        {
          reunion,
          total,
          cardsUrl: new URL(
            localePath(entryCardsPath(event.id), language),
            env.SERVER_URL,
          ).toString(),
        },
        language,
      ),
      attachments: cards
        ? people.map((person, i) => ({
            filename: `entry-card-${i + 1}.png`,
            contentType: 'image/png',
            qrCode: person.entry_code ?? '',
          }))
        : undefined,
    },
    req,
  )
}
