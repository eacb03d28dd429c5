/**
 * Reunion registrations: the total from the ticket types, entry codes that verify, the batch quota
 * and ticket limits sending families to the waiting list (also when members register at the same
 * moment), the deadline, the e-mail with one entry card per person, and staff cancelling a
 * registration, which hands its seats to the waiting list.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bkashTransactionId, buildReunion } from '@seed/factories'
import { cancelReunionRegistration, ONLY_CONFIRMED_CANCELLED } from '@/features/reunions/cancel'
import { admitEntryCard } from '@/features/reunions/check-in'
import { createEntryCode, verifyEntryCode } from '@/collections/ReunionRegistrations/entry-code'
import {
  FREE_NEEDS_PAYING_ADULT,
  NOT_YOUR_BATCH,
  ONLY_APPROVED_ALUMNI,
  REUNION_ALREADY_REGISTERED,
  REUNION_CLOSED,
  REUNION_HELD,
  REUNION_TRANSACTION_USED,
  REUNION_WAITING_BATCH,
  REUNION_WAITING_TICKET,
  registerForReunion,
} from '@/features/reunions/store-registration'
import {
  CARD_UNPAID,
  reunionRegistrationSchema,
  type ReunionPerson,
} from '@/features/reunions/schemas'
import { getTodayOverview } from '@/features/today/queries'
import { env } from '@/lib/env'
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors'
import type { Event } from '@/payload-types'

import { approvedAlumnus } from '../helpers/alumni'
import { mailsTo } from '../helpers/outbox'
import { newStaff, testPayload } from '../helpers/payload'

let payload: Payload
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
})

const member = (batch: number | null = 2002) => approvedAlumnus(payload, batch)

/** The treasurer confirms a registration's payment, as a statement's line or a decision does. */
async function verifyPayment(id: number) {
  const treasurer = await newStaff(payload, 'treasurer')
  return payload.update({
    collection: 'reunion-registrations',
    id,
    data: { payment_status: 'verified' },
    user: treasurer,
    overrideAccess: false,
    depth: 0,
  })
}

type Seats = { limits?: Record<string, number>; quotas?: { passing_year: number; seats: number }[] }

/** A reunion with seat limits per ticket name and batch quotas (none unless given). */
async function reunion(
  overrides: Parameters<typeof buildReunion>[0] = {},
  { limits = {}, quotas = [] }: Seats = {},
) {
  const data = buildReunion(overrides)
  data.reunion = {
    ...data.reunion,
    ticket_types: (data.reunion?.ticket_types ?? []).map((row) => ({
      ...row,
      limit: limits[row.name] ?? null,
    })),
    batch_quotas: quotas,
  }
  return payload.create({ collection: 'events', data, context: quiet })
}

/** The reunion's ticket type ids by name. */
function tickets(event: Event): Record<string, string> {
  return Object.fromEntries(
    (event.reunion?.ticket_types ?? []).map((ticket) => [ticket.name, ticket.id ?? '']),
  )
}

const person = (ticket_type: string, overrides: Partial<ReunionPerson> = {}): ReunionPerson => ({
  name: 'Rahima Khatun',
  relation: 'self',
  age_band: 'adult',
  tshirt_size: 'M',
  ticket_type,
  ...overrides,
})

const form = (people: ReunionPerson[], passing_year = 2002) =>
  reunionRegistrationSchema.parse({
    passing_year,
    people,
    payment_method: 'Bkash',
    transaction_id: bkashTransactionId(),
  })

const conflict = (message: string) =>
  expect.objectContaining({ constructor: ConflictError, message })

describe('reunion registrations', () => {
  it('wait in Today’s reunion payments for the treasurer until the payment is verified', async () => {
    const event = await reunion()
    const t = tickets(event)
    const { registration } = await registerForReunion(
      await member(),
      event.id,
      form([person(t.Member!)]),
    )
    const treasurer = await newStaff(payload, 'treasurer')
    const waiting = (await getTodayOverview(treasurer, 'en')).reunionPayments!
    expect(waiting.items[0]).toMatchObject({
      id: registration.id,
      holder: 'Rahima Khatun',
      payment_method: 'Bkash',
      total: registration.total,
    })
    await verifyPayment(registration.id)
    const after = (await getTodayOverview(treasurer, 'en')).reunionPayments!
    expect(after.count).toBe(waiting.count - 1)
    expect(after.items.map((item) => item.id)).not.toContain(registration.id)
    // Money is not an editor's duty: the queue is not theirs.
    const editor = await newStaff(payload, 'editor')
    expect((await getTodayOverview(editor, 'en')).reunionPayments).toBeNull()
  })

  it('hold a family’s seats with its total, and issue one verified card per person once paid', async () => {
    const event = await reunion()
    const t = tickets(event)
    const who = await member()
    const { registration, message } = await registerForReunion(
      who,
      event.id,
      form([
        person(t.Member!),
        person(t.Spouse!, { name: 'Karim Uddin', relation: 'spouse', tshirt_size: 'L' }),
        person(t['Child 5–12']!, { name: 'Nabila', relation: 'child', age_band: 'child 5-12' }),
        person(t['Child under 5']!, { name: 'Arif', relation: 'child', age_band: 'under 5' }),
      ]),
    )
    expect(message).toBe(REUNION_HELD)
    expect(registration.status).toBe('confirmed')
    expect(registration.payment_status).toBe('pending')
    expect(registration.total).toBe(1500 + 1000 + 500 + 0)
    // Finding 4: no card before the payment is confirmed.
    expect(registration.people?.every((p) => !p.entry_code)).toBe(true)
    const [held] = await mailsTo(who.email)
    expect(held?.subject).toBe(`Reunion registration confirmed: ${event.name}`)
    expect(held?.text).toContain('Your entry cards come by e-mail once the office has confirmed')
    expect(held?.text).toContain('Total: ৳3,000')

    const paid = await verifyPayment(registration.id)
    const codes = (paid.people ?? []).map((p) => p.entry_code ?? '')
    expect(new Set(codes).size).toBe(4)
    for (const code of codes)
      expect(verifyEntryCode(code, env.PAYLOAD_SECRET)).toEqual({ reunionId: event.id })
    const mails = (await mailsTo(who.email)) as unknown as {
      subject: string
      text: string
      attachments?: { filename: string; contentType: string }[]
    }[]
    const cards = mails.find((mail) => mail.subject.startsWith('Reunion payment confirmed'))
    expect(cards?.text).toContain('/entry-cards')
    expect(cards?.attachments?.map((a) => a.contentType)).toEqual(Array(4).fill('image/png'))
  })

  it('refuse free tickets without a paying adult of the family', async () => {
    const event = await reunion()
    const t = tickets(event)
    const twelveBabies = Array.from({ length: 12 }, (_, i) =>
      person(t['Child under 5']!, {
        name: `Baby ${'abcdefghijkl'[i]}`,
        relation: 'child',
        age_band: 'under 5',
      }),
    )
    await expect(registerForReunion(await member(), event.id, form(twelveBabies))).rejects.toEqual(
      conflict(FREE_NEEDS_PAYING_ADULT),
    )
  })

  it('hold seats only for an approved alumnus, and only in their own batch', async () => {
    const event = await reunion()
    const t = tickets(event)
    await expect(
      registerForReunion(await member(null), event.id, form([person(t.Member!)])),
    ).rejects.toEqual(conflict(ONLY_APPROVED_ALUMNI))
    await expect(
      registerForReunion(await member(2005), event.id, form([person(t.Member!)], 2001)),
    ).rejects.toEqual(conflict(NOT_YOUR_BATCH))
    const own = await registerForReunion(
      await member(2005),
      event.id,
      form([person(t.Member!)], 2005),
    )
    expect(own.registration.status).toBe('confirmed')
  })

  it('refuse at the gate a card whose payment is not confirmed', async () => {
    const event = await reunion()
    const t = tickets(event)
    const who = await member()
    const { registration } = await registerForReunion(who, event.id, form([person(t.Member!)]))
    const code = createEntryCode(event.id, env.PAYLOAD_SECRET)
    // A card made before the rule, or kept after a payment was rejected.
    await payload.update({
      collection: 'reunion-registrations',
      id: registration.id,
      data: { people: (registration.people ?? []).map((p) => ({ ...p, entry_code: code })) },
      overrideAccess: true,
      context: quiet,
    })
    await expect(admitEntryCard({ code }, await newStaff(payload, 'volunteer'))).rejects.toEqual(
      conflict(CARD_UNPAID),
    )
  })

  it('refuse registrations after the deadline', async () => {
    const event = await reunion({
      registration_closes: new Date(Date.now() - 60_000).toISOString(),
    })
    await expect(
      registerForReunion(await member(), event.id, form([person(tickets(event).Member!)])),
    ).rejects.toEqual(conflict(REUNION_CLOSED))
  })

  it('refuse a ticket type of another reunion and a payment missing for a total', async () => {
    const event = await reunion()
    const other = await reunion()
    await expect(
      registerForReunion(await member(), event.id, form([person(tickets(other).Member!)])),
    ).rejects.toMatchObject({ status: 422 })
    const unpaid = reunionRegistrationSchema.parse({
      passing_year: 2002,
      people: [person(tickets(event).Member!)],
    })
    await expect(registerForReunion(await member(), event.id, unpaid)).rejects.toMatchObject({
      status: 422,
    })
  })

  it('take one registration per member and each transaction ID once', async () => {
    const event = await reunion()
    const t = tickets(event)
    const who = await member()
    const first = form([person(t.Member!)])
    await registerForReunion(who, event.id, first)
    await expect(registerForReunion(who, event.id, form([person(t.Member!)]))).rejects.toEqual(
      conflict(REUNION_ALREADY_REGISTERED),
    )
    const twice = await member()
    const both = await Promise.allSettled([
      registerForReunion(twice, event.id, form([person(t.Member!)])),
      registerForReunion(twice, event.id, form([person(t.Member!)])),
    ])
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const reused = { ...form([person(t.Member!)]), transaction_id: first.transaction_id }
    await expect(registerForReunion(await member(), event.id, reused)).rejects.toEqual(
      conflict(REUNION_TRANSACTION_USED),
    )
  })

  it('put a family on the waiting list when its batch quota would be passed', async () => {
    const event = await reunion({}, { quotas: [{ passing_year: 2002, seats: 3 }] })
    const t = tickets(event)
    const couple = () => form([person(t.Member!), person(t.Spouse!, { relation: 'spouse' })])
    expect((await registerForReunion(await member(), event.id, couple())).message).toBe(
      REUNION_HELD,
    )
    const waiting = await registerForReunion(await member(), event.id, couple())
    expect(waiting.message).toBe(REUNION_WAITING_BATCH)
    expect(waiting.registration.status).toBe('waiting')
    expect(waiting.registration.people?.every((p) => !p.entry_code)).toBe(true)
    // The waiting couple holds no seat: one more person of the batch still fits; another batch is free.
    const single = await registerForReunion(await member(), event.id, form([person(t.Member!)]))
    expect(single.message).toBe(REUNION_HELD)
    const otherBatch = await registerForReunion(
      await member(1999),
      event.id,
      form([person(t.Member!)], 1999),
    )
    expect(otherBatch.message).toBe(REUNION_HELD)
  })

  it('put a family on the waiting list when a ticket type is sold out', async () => {
    const event = await reunion({}, { limits: { Spouse: 1 } })
    const t = tickets(event)
    await registerForReunion(await member(), event.id, form([person(t.Spouse!)]))
    const late = await registerForReunion(
      await member(),
      event.id,
      form([person(t.Member!), person(t.Spouse!)]),
    )
    expect(late.message).toBe(REUNION_WAITING_TICKET)
    // Other ticket types are still sold.
    const alone = await registerForReunion(await member(), event.id, form([person(t.Member!)]))
    expect(alone.message).toBe(REUNION_HELD)
  })

  it('never sell a seat twice when members register at the same moment', async () => {
    const event = await reunion(
      {},
      { limits: { Member: 5 }, quotas: [{ passing_year: 2002, seats: 4 }] },
    )
    const t = tickets(event)
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => member(i < 4 ? 2002 : 1999)),
    )
    // Batch 2002 couples compete for 4 seats; batch 1999 members for the 5 member tickets left.
    const results = await Promise.all([
      ...members
        .slice(0, 4)
        .map((m) =>
          registerForReunion(m, event.id, form([person(t.Spouse!), person(t['Child 5–12']!)])),
        ),
      ...members
        .slice(4)
        .map((m) => registerForReunion(m, event.id, form([person(t.Member!)], 1999))),
      ...(await Promise.all(Array.from({ length: 4 }, () => member(1998)))).map((m) =>
        registerForReunion(m, event.id, form([person(t.Member!)], 1998)),
      ),
    ])
    const statuses = results.map((r) => r.registration.status)
    expect(statuses.slice(0, 4).filter((s) => s === 'confirmed')).toHaveLength(2)
    expect(statuses.slice(4).filter((s) => s === 'confirmed')).toHaveLength(5)

    const { docs } = await payload.find({
      collection: 'reunion-registrations',
      where: { reunion: { equals: event.id }, status: { equals: 'confirmed' } },
      pagination: false,
    })
    const people = docs.flatMap((doc) => doc.people ?? [])
    expect(people.filter((p) => p.ticket_type === t.Member)).toHaveLength(5)
    expect(docs.filter((doc) => doc.passing_year === 2002).flatMap((d) => d.people)).toHaveLength(4)
  })
})

describe('cancelling a registration', () => {
  it('hands the seats to the waiting list in order of registration, to families that fit', async () => {
    const staff = await newStaff(payload, 'admin')
    const event = await reunion({}, { quotas: [{ passing_year: 2002, seats: 3 }] })
    const t = tickets(event)
    const family = (size: number) => form(Array.from({ length: size }, () => person(t.Member!)))
    const register = async (size: number) => {
      const who = await member()
      return { who, ...(await registerForReunion(who, event.id, family(size))) }
    }
    // The batch's 3 seats: a couple and a single member; then three families wait, oldest first.
    const couple = await register(2)
    const single = await register(1)
    const three = await register(3)
    const two = await register(2)
    const one = await register(1)
    expect(
      [couple, single, three, two, one].map(({ registration }) => registration.status),
    ).toEqual(['confirmed', 'confirmed', 'waiting', 'waiting', 'waiting'])
    // Everyone has paid: the couple's cards are out, and the waiting families' come with a seat.
    for (const { registration } of [couple, three, two, one]) await verifyPayment(registration.id)
    const paidCouple = await payload.findByID({
      collection: 'reunion-registrations',
      id: couple.registration.id,
      depth: 0,
    })
    const cancelledCode = paidCouple.people?.[0]?.entry_code ?? ''
    expect(cancelledCode).not.toBe('')

    await expect(
      cancelReunionRegistration(couple.registration.id, couple.who),
    ).rejects.toBeInstanceOf(ForbiddenError)
    const { cancelled, promoted } = await cancelReunionRegistration(couple.registration.id, staff)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.people?.map((p) => p.entry_code ?? null)).toEqual([null, null])
    // The family of three still does not fit the two seats; the couple behind it does, and the
    // single member after them finds the batch full again.
    expect(promoted.map((r) => r.id)).toEqual([two.registration.id])
    const status = async (id: number) =>
      (await payload.findByID({ collection: 'reunion-registrations', id, depth: 0 })).status
    expect(await status(three.registration.id)).toBe('waiting')
    expect(await status(one.registration.id)).toBe('waiting')

    const codes = (promoted[0]?.people ?? []).map((p) => p.entry_code ?? '')
    expect(codes).toHaveLength(2)
    for (const code of codes)
      expect(verifyEntryCode(code, env.PAYLOAD_SECRET)).toEqual({ reunionId: event.id })
    const mails = (await mailsTo(two.who.email)).map((mail) => mail.subject)
    expect(mails).toEqual([
      `Reunion waiting list: ${event.name}`,
      `Reunion payment confirmed: ${event.name}`,
      `Reunion registration confirmed: ${event.name}`,
    ])
    await expect(admitEntryCard({ code: cancelledCode }, staff)).rejects.toBeInstanceOf(
      NotFoundError,
    )
    expect(await admitEntryCard({ code: codes[0] }, staff)).toMatchObject({ status: 'admitted' })

    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: {
        target_collection: { equals: 'reunion-registrations' },
        target_id: { in: [String(couple.registration.id), String(two.registration.id)] },
      },
      sort: 'createdAt',
      depth: 0,
    })
    // The treasurer's payment decisions are audited too; these are the office's.
    const byOffice = entries.filter((entry) => entry.summary.startsWith('status'))
    expect(byOffice.map((entry) => [entry.target_id, entry.summary, entry.actor])).toEqual([
      [String(couple.registration.id), 'status confirmed → cancelled', staff.id],
      [String(two.registration.id), 'status waiting → confirmed', staff.id],
    ])

    await expect(cancelReunionRegistration(couple.registration.id, staff)).rejects.toEqual(
      conflict(ONLY_CONFIRMED_CANCELLED),
    )
  })
})
