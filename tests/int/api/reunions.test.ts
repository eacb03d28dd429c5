/**
 * The reunion calls: the list with tickets and seats left, and a signed-in member's registration
 * answering the total and the entry codes.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as checkIn } from '@/app/api/v1/check-in/route'
import { GET as listReunions } from '@/app/api/v1/reunions/route'
import { POST as registerReunion } from '@/app/api/v1/reunions/[id]/register/route'
import { verifyEntryCode } from '@/collections/ReunionRegistrations/entry-code'
import { env } from '@/lib/env'
import { ONLY_APPROVED_ALUMNI } from '@/features/reunions/store-registration'
import {
  bkashTransactionId,
  buildAlumniRegistration,
  buildAlumniResource,
  buildReunion,
} from '@seed/factories'

import { call, createCast, testPayload } from './call'
// eslint-disable-next-line no-restricted-imports -- tests have no path alias of their own
import { verifyReunionPayment } from '../../helpers/alumni'

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
})

type ReunionItem = {
  id: number
  open: boolean
  ticket_types: { id: string; name: string; price: number; seats_left: number | null }[]
}

describe('reunions API', () => {
  it('lists reunions and registers a family with its total and entry codes', async () => {
    const event = await payload.create({
      collection: 'events',
      data: buildReunion(),
      context: { disableRevalidate: true },
    })
    const list = await call(listReunions, '/reunions')
    expect(list.status).toBe(200)
    const item = (list.body.data as ReunionItem[]).find((r) => r.id === event.id)
    expect(item?.open).toBe(true)
    const ticket = (name: string) => item?.ticket_types.find((t) => t.name === name)?.id ?? ''
    expect(item?.ticket_types.map((t) => t.price)).toEqual([1500, 1000, 500, 0])

    const body = {
      passing_year: 2002,
      people: [
        {
          name: 'Rahima',
          relation: 'self',
          age_band: 'adult',
          tshirt_size: 'M',
          ticket_type: ticket('Member'),
        },
        {
          name: 'Karim',
          relation: 'spouse',
          age_band: 'adult',
          tshirt_size: 'L',
          ticket_type: ticket('Spouse'),
        },
      ],
      payment_method: 'Bkash',
      transaction_id: bkashTransactionId(),
    }
    const path = `/reunions/${event.id}/register`
    const params = { id: String(event.id) }
    const anonymous = await call(registerReunion, path, { method: 'POST', body, params })
    expect(anonymous.status).toBe(401)

    // Only an approved alumnus of the batch holds seats.
    const stranger = await call(registerReunion, path, {
      method: 'POST',
      body,
      params,
      token: cast.studentA.token,
    })
    expect(stranger.status).toBe(409)
    expect(stranger.body.message).toBe(ONLY_APPROVED_ALUMNI)
    const network = await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource(),
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(Number(cast.studentA.id), network.id, {
        passing_year: 2002,
        status: 'approved',
      }),
      context: { disableRevalidate: true },
    })
    const res = await call(registerReunion, path, {
      method: 'POST',
      body,
      params,
      token: cast.studentA.token,
    })
    expect(res.status).toBe(201)
    const data = res.body.data as {
      id: number
      status: string
      total: number
      people: { entry_code: string | null }[]
    }
    expect(data).toMatchObject({ status: 'confirmed', total: 2500 })
    expect(data.people).toHaveLength(2)
    // Cards come once the payment is confirmed.
    expect(data.people.map((person) => person.entry_code)).toEqual([null, null])
    const paid = await verifyReunionPayment(payload, data.id)
    const codes = (paid.people ?? []).map((person) => person.entry_code ?? '')
    for (const code of codes)
      expect(verifyEntryCode(code, env.PAYLOAD_SECRET)).toEqual({ reunionId: event.id })

    const again = await call(registerReunion, path, {
      method: 'POST',
      body: { ...body, transaction_id: bkashTransactionId() },
      params,
      token: cast.studentA.token,
    })
    expect(again.status).toBe(409)

    const code = { code: codes[0] }
    expect((await call(checkIn, '/check-in', { method: 'POST', body: code })).status).toBe(401)
    const asMember = { method: 'POST' as const, body: code, token: cast.studentA.token }
    expect((await call(checkIn, '/check-in', asMember)).status).toBe(403)
    const asStaff = { method: 'POST' as const, body: code, token: cast.admin.token }
    const admitted = await call(checkIn, '/check-in', asStaff)
    expect(admitted.status).toBe(200)
    expect(admitted.body).toMatchObject({ message: 'admitted', data: { name: 'Rahima' } })
    const twice = await call(checkIn, '/check-in', asStaff)
    expect(twice.body).toMatchObject({
      message: 'already admitted',
      data: { admitted_at: (admitted.body.data as { admitted_at: string }).admitted_at },
    })
  })
})
