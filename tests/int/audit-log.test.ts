/**
 * The audit trail: every change staff make to registrations and payments is recorded with who,
 * what and when, in the same transaction; nobody can rewrite the record.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  buildAlumniRegistration,
  buildAlumniResource,
  buildEvent,
  buildEventRegistration,
  buildStudent,
} from '@seed/factories'
import type { AuditLog } from '@/payload-types'

import { createCast, rest, testPayload } from '../helpers/payload'

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
}, 90_000)

async function entriesFor(
  target: AuditLog['target_collection'],
  targetId: number | string,
): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [{ target_collection: { equals: target } }, { target_id: { equals: String(targetId) } }],
    },
    sort: 'createdAt',
    depth: 0,
  })
  return docs
}

async function pendingRegistration() {
  const network = await payload.create({
    collection: 'alumni-resources',
    data: buildAlumniResource(),
    context: quiet,
  })
  const member = await payload.create({
    collection: 'users',
    data: buildStudent(),
    context: quiet,
  })
  return payload.create({
    collection: 'alumni-registrations',
    data: buildAlumniRegistration(member.id, network.id),
    context: quiet,
  })
}

describe('audit trail', () => {
  it('records who approved a payment, when, and what changed', async () => {
    const registration = await pendingRegistration()
    const before = Date.now()
    const res = await rest('PATCH', `/alumni-registrations/${registration.id}`, {
      token: cast.treasurer.token,
      body: { status: 'approved', decision_note: 'bKash statement checked' },
    })
    expect(res.status).toBe(200)

    const entries = await entriesFor('alumni-registrations', registration.id)
    expect(entries).toHaveLength(1)
    const [entry] = entries
    expect(entry).toMatchObject({
      actor: cast.treasurer.id,
      actor_email: cast.treasurer.email,
      action: 'update',
      target_collection: 'alumni-registrations',
      summary: 'status pending → approved',
    })
    expect(entry.changes).toMatchObject({
      status: { from: 'pending', to: 'approved' },
      decision_note: { from: null, to: 'bKash statement checked' },
      verified_by: { from: null, to: cast.treasurer.id },
    })
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('records a deleted event registration, and nothing for changes made by the site itself', async () => {
    const event = await payload.create({ collection: 'events', data: buildEvent(), context: quiet })
    // A visitor's registration is written by the site's own code, not by staff: no entry.
    const registration = await payload.create({
      collection: 'event-registrations',
      data: buildEventRegistration(event.id),
      context: quiet,
    })
    expect(await entriesFor('event-registrations', registration.id)).toEqual([])

    const res = await rest('DELETE', `/event-registrations/${registration.id}`, {
      token: cast.admin.token,
    })
    expect(res.status).toBe(200)
    const [entry] = await entriesFor('event-registrations', registration.id)
    expect(entry).toMatchObject({
      actor: cast.admin.id,
      action: 'delete',
      target_collection: 'event-registrations',
    })
  })

  it('cannot be written, changed or deleted by anyone, and only the Administrator reads it', async () => {
    const registration = await pendingRegistration()
    await rest('PATCH', `/alumni-registrations/${registration.id}`, {
      token: cast.admin.token,
      body: { status: 'rejected', decision_note: 'No such transaction' },
    })
    const [entry] = await entriesFor('alumni-registrations', registration.id)
    expect(entry).toBeDefined()

    const forged = { actor_email: 'someone@example.com', action: 'update', summary: 'x' }
    for (const token of [cast.admin.token, cast.treasurer.token]) {
      expect((await rest('POST', '/audit-log', { token, body: forged })).status).toBe(403)
      const patched = await rest('PATCH', `/audit-log/${entry.id}`, { token, body: forged })
      expect(patched.status).toBe(403)
      expect((await rest('DELETE', `/audit-log/${entry.id}`, { token })).status).toBe(403)
    }
    expect((await rest('GET', `/audit-log/${entry.id}`, { token: cast.admin.token })).status).toBe(
      200,
    )
    for (const token of [cast.editor.token, cast.treasurer.token])
      expect((await rest('GET', `/audit-log/${entry.id}`, { token })).status).toBe(403)
    expect(
      (await rest('GET', `/audit-log/${entry.id}`, { token: cast.studentA.token })).status,
    ).toBe(403)
    expect((await rest('GET', `/audit-log/${entry.id}`)).status).toBe(403)
    expect(await entriesFor('alumni-registrations', registration.id)).toEqual([entry])
  })
})
