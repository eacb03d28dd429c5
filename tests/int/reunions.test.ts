/**
 * Reunion registrations: the total from the ticket types, entry codes that verify, the batch quota
 * and ticket limits sending families to the waiting list (also when members register at the same
 * moment), the deadline, the e-mail with one entry card per person, and staff cancelling a
 * registration, which hands its seats to the waiting list.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bkashTransactionId, buildReunion, buildStudent } from '@seed/factories'
import { cancelReunionRegistration, ONLY_CONFIRMED_CANCELLED } from '@/features/reunions/cancel'
import { admitEntryCard } from '@/features/reunions/check-in'
import { verifyEntryCode } from '@/features/reunions/entry-code'
import {
  REUNION_ALREADY_REGISTERED,
  REUNION_CLOSED,
  REUNION_CONFIRMED,
  REUNION_TRANSACTION_USED,
  REUNION_WAITING_BATCH,
  REUNION_WAITING_TICKET,
  registerForReunion,
} from '@/features/reunions/register'
import { reunionRegistrationSchema, type ReunionPerson } from '@/features/reunions/schemas'
import { env } from '@/lib/env'
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors'
import type { Event, User } from '@/payload-types'

import { mailsTo } from '../helpers/outbox'
import { newStaff, testPayload } from '../helpers/payload'

let payload: Payload
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
})

async function member(): Promise<User & { collection: 'users' }> {
  const user = await payload.create({ collection: 'users', data: buildStudent(), context: quiet })
  return { ...user, collection: 'users' }
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
  it('confirm a family with its total and one verified entry code per person, by e-mail', async () => {
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
    expect(message).toBe(REUNION_CONFIRMED)
    expect(registration.status).toBe('confirmed')
    expect(registration.payment_status).toBe('pending')
    expect(registration.total).toBe(1500 + 1000 + 500 + 0)
    const codes = (registration.people ?? []).map((p) => p.entry_code ?? '')
    expect(new Set(codes).size).toBe(4)
    for (const code of codes)
      expect(verifyEntryCode(code, env.PAYLOAD_SECRET)).toEqual({ reunionId: event.id })

    const [mail] = (await mailsTo(who.email)) as unknown as {
      subject: string
      text: string
      attachments: { filename: string; contentType: string }[]
    }[]
    expect(mail?.subject).toBe(`Reunion registration confirmed: ${event.name}`)
    expect(mail?.text).toContain(codes[0])
    expect(mail?.text).toContain('Total: ৳3,000')
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(Array(4).fill('image/png'))
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
      REUNION_CONFIRMED,
    )
    const waiting = await registerForReunion(await member(), event.id, couple())
    expect(waiting.message).toBe(REUNION_WAITING_BATCH)
    expect(waiting.registration.status).toBe('waiting')
    expect(waiting.registration.people?.every((p) => !p.entry_code)).toBe(true)
    // The waiting couple holds no seat: one more person of the batch still fits; another batch is free.
    const single = await registerForReunion(await member(), event.id, form([person(t.Member!)]))
    expect(single.message).toBe(REUNION_CONFIRMED)
    const otherBatch = await registerForReunion(
      await member(),
      event.id,
      form([person(t.Member!)], 1999),
    )
    expect(otherBatch.message).toBe(REUNION_CONFIRMED)
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
    expect(alone.message).toBe(REUNION_CONFIRMED)
  })

  it('never sell a seat twice when members register at the same moment', async () => {
    const event = await reunion(
      {},
      { limits: { Member: 5 }, quotas: [{ passing_year: 2002, seats: 4 }] },
    )
    const t = tickets(event)
    const members = await Promise.all(Array.from({ length: 8 }, () => member()))
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
      ...(await Promise.all(Array.from({ length: 4 }, () => member()))).map((m) =>
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
    const cancelledCode = couple.registration.people?.[0]?.entry_code ?? ''

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
    expect(entries.map((entry) => [entry.target_id, entry.summary, entry.actor])).toEqual([
      [String(couple.registration.id), 'status confirmed → cancelled', staff.id],
      [String(two.registration.id), 'status waiting → confirmed', staff.id],
    ])

    await expect(cancelReunionRegistration(couple.registration.id, staff)).rejects.toEqual(
      conflict(ONLY_CONFIRMED_CANCELLED),
    )
  })
})
