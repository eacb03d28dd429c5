/**
 * Checking entry cards in at a reunion's gate: staff and volunteers admit a genuine card once,
 * also when two phones send it at the same moment; volunteers get no other rights.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildAdmin, bkashTransactionId, buildReunion, buildStudent } from '@seed/factories'
import { admitEntryCard, CARD_NOT_FOUND, NOT_AN_ENTRY_CARD } from '@/features/reunions/check-in'
import { createEntryCode, shortCodeOf } from '@/collections/ReunionRegistrations/entry-code'
import { registerForReunion } from '@/features/reunions/store-registration'
import { CODE_MISTYPED, reunionRegistrationSchema } from '@/features/reunions/schemas'
import { env } from '@/lib/env'
import type { Admin, Event } from '@/payload-types'

import { approvedAlumnus, verifyReunionPayment } from '../helpers/alumni'
import { newStaff, testPayload } from '../helpers/payload'

let payload: Payload
let volunteer: Admin & { collection: 'admins' }
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  const account = await payload.create({
    collection: 'admins',
    data: buildAdmin({ roles: ['volunteer'] }),
    context: quiet,
  })
  volunteer = { ...account, collection: 'admins' }
})

/** A confirmed family of two at a new reunion: its entry codes. */
async function confirmedCodes(): Promise<{ event: Event; codes: string[] }> {
  const event = await payload.create({ collection: 'events', data: buildReunion(), context: quiet })
  const member = await approvedAlumnus(payload)
  const tickets = event.reunion?.ticket_types ?? []
  const { registration } = await registerForReunion(
    member,
    event.id,
    reunionRegistrationSchema.parse({
      passing_year: 2002,
      people: tickets.slice(0, 2).map((ticket, i) => ({
        name: ['Guest One', 'Guest Two'][i]!,
        relation: i === 0 ? 'self' : 'spouse',
        age_band: 'adult',
        tshirt_size: 'M',
        ticket_type: ticket.id,
      })),
      payment_method: 'Bkash',
      transaction_id: bkashTransactionId(),
    }),
  )
  // Paid: the cards are issued.
  const paid = await verifyReunionPayment(payload, registration.id)
  return { event, codes: (paid.people ?? []).map((p) => p.entry_code ?? '') }
}

describe('check-in', () => {
  it('admits a card once and then answers when it was admitted', async () => {
    const { codes } = await confirmedCodes()
    const first = await admitEntryCard({ code: codes[0] }, volunteer)
    expect(first).toMatchObject({ status: 'admitted', name: 'Guest One', ticket: 'Member' })
    const again = await admitEntryCard({ code: codes[0] }, await newStaff(payload, 'volunteer'))
    expect(again).toMatchObject({ status: 'already admitted', admittedAt: first.admittedAt })
    // The other person of the family is a card of their own.
    expect((await admitEntryCard({ code: codes[1] }, volunteer)).status).toBe('admitted')
  })

  it('admits a card sent by two phones at the same moment exactly once', async () => {
    const { codes } = await confirmedCodes()
    const answers = await Promise.all([
      admitEntryCard({ code: codes[0] }, volunteer),
      admitEntryCard({ code: codes[0] }, volunteer),
      admitEntryCard({ code: codes[0] }, await newStaff(payload, 'volunteer')),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([
      'admitted',
      'already admitted',
      'already admitted',
    ])
    const { totalDocs } = await payload.count({
      collection: 'reunion-admissions',
      where: { entry_code: { equals: codes[0] } },
    })
    expect(totalDocs).toBe(1)
  })

  it('admits by the short code under the QR, however it is typed, and says it was paid', async () => {
    const { codes } = await confirmedCodes()
    const short = shortCodeOf(codes[0])!
    expect(short).toHaveLength(10)
    const typed = ` ${short.slice(0, 5).toLowerCase()}-${short.slice(5)} `.replace(/0/g, 'O')
    const first = await admitEntryCard({ code: typed }, volunteer)
    expect(first).toMatchObject({ status: 'admitted', name: 'Guest One', payment: 'paid' })
    // The same card by its QR now: one person, admitted once.
    expect((await admitEntryCard({ code: codes[0] }, volunteer)).status).toBe('already admitted')
    const { docs } = await payload.find({
      collection: 'reunion-admissions',
      where: { entry_code: { equals: codes[0] } },
    })
    expect(docs).toHaveLength(1)
    // One character wrong: "check the code", not "not an entry card".
    const wrong = `${short.slice(0, 3)}${short[3] === 'A' ? 'B' : 'A'}${short.slice(4)}`
    await expect(admitEntryCard({ code: wrong }, volunteer)).rejects.toMatchObject({
      status: 422,
      errors: { code: [CODE_MISTYPED] },
    })
    await expect(admitEntryCard({ code: short.slice(0, 9) }, volunteer)).rejects.toMatchObject({
      errors: { code: [CODE_MISTYPED] },
    })
    // A genuine-looking short code that no card carries.
    const unknown = shortCodeOf(createEntryCode(1, env.PAYLOAD_SECRET))!
    await expect(admitEntryCard({ code: unknown }, volunteer)).rejects.toMatchObject({
      status: 404,
      message: CARD_NOT_FOUND,
    })
  })

  it('refuses altered codes and genuine codes nobody holds', async () => {
    const { event, codes } = await confirmedCodes()
    const code = codes[0] ?? ''
    const altered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`
    await expect(admitEntryCard({ code: altered }, volunteer)).rejects.toMatchObject({
      status: 422,
      errors: { code: [NOT_AN_ENTRY_CARD] },
    })
    await expect(
      admitEntryCard({ code: createEntryCode(event.id, env.PAYLOAD_SECRET) }, volunteer),
    ).rejects.toMatchObject({ status: 404, message: CARD_NOT_FOUND })
  })

  it('lets only staff and volunteers check in, and gives volunteers nothing else', async () => {
    const { codes } = await confirmedCodes()
    const member = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: quiet,
    })
    await expect(
      admitEntryCard({ code: codes[0] }, { ...member, collection: 'users' }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(admitEntryCard({ code: codes[0] }, null)).rejects.toMatchObject({ status: 401 })
    await expect(
      payload.find({ collection: 'reunion-registrations', overrideAccess: false, user: volunteer }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false, user: volunteer }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
