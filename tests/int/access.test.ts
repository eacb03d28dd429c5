/**
 * Every access rule, proven with real requests through Payload's REST API: anonymous visitors,
 * two students who must not see each other's private data, a teacher, an editor and an admin.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  buildAlumniRegistration,
  buildAlumniResource,
  buildContactMessage,
  buildEvent,
  buildEventRegistration,
  buildNews,
} from '@seed/factories'

import { createCast, rest, testPayload, type Account } from '../helpers/payload'

const quiet = { disableRevalidate: true }

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>
let draftNewsId: number | string
let publishedNewsId: number | string
let messageId: number | string
let eventRegistrationId: number | string
let registrationOfA: number | string

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
  await payload.update({
    collection: 'users',
    id: cast.studentA.id,
    data: {
      phone: '01711111111',
      father_name: 'Abdul Karim',
      village: 'Village Charghat, Rajshahi',
      birthdate: '2012-03-04T00:00:00.000Z',
    },
    context: quiet,
  })
  const published = await payload.create({ collection: 'news', data: buildNews(), context: quiet })
  const draft = await payload.create({
    collection: 'news',
    data: buildNews({ title: 'Unpublished exam routine', _status: 'draft' }),
    draft: true,
    context: quiet,
  })
  publishedNewsId = published.id
  draftNewsId = draft.id
  const message = await payload.create({
    collection: 'contact-messages',
    data: buildContactMessage(),
  })
  messageId = message.id
  const event = await payload.create({ collection: 'events', data: buildEvent(), context: quiet })
  const registration = await payload.create({
    collection: 'event-registrations',
    data: buildEventRegistration(Number(event.id)),
  })
  eventRegistrationId = registration.id
  const network = await payload.create({
    collection: 'alumni-resources',
    data: buildAlumniResource(),
    context: quiet,
  })
  const alumni = await payload.create({
    collection: 'alumni-registrations',
    data: buildAlumniRegistration(Number(cast.studentA.id), Number(network.id)),
  })
  registrationOfA = alumni.id
})

const as = (who?: Account) => ({ token: who?.token })

describe('published content', () => {
  it('anonymous visitors read published news but never drafts', async () => {
    const list = await rest<{ docs: { id: number }[] }>('GET', '/news?limit=100')
    expect(list.status).toBe(200)
    const ids = list.body.docs.map((d) => String(d.id))
    expect(ids).toContain(String(publishedNewsId))
    expect(ids).not.toContain(String(draftNewsId))
    expect((await rest('GET', `/news/${draftNewsId}`)).status).toBe(404)
  })

  it('members cannot read drafts either; editors can', async () => {
    expect((await rest('GET', `/news/${draftNewsId}`, as(cast.studentA))).status).toBe(404)
    expect((await rest('GET', `/news/${draftNewsId}?draft=true`, as(cast.editor))).status).toBe(200)
  })

  it('only staff create, change and delete content', async () => {
    const body = buildNews({ title: 'Written by a visitor' })
    expect((await rest('POST', '/news', { body })).status).toBe(403)
    expect((await rest('POST', '/news', { ...as(cast.teacher), body })).status).toBe(403)
    expect(
      (
        await rest('PATCH', `/news/${publishedNewsId}`, {
          ...as(cast.studentA),
          body: { title: 'x' },
        })
      ).status,
    ).toBe(403)
    const created = await rest<{ doc: { id: number } }>('POST', '/news', {
      ...as(cast.editor),
      body,
    })
    expect(created.status).toBe(201)
    expect((await rest('DELETE', `/news/${created.body.doc.id}`, as(cast.editor))).status).toBe(200)
  })
})

describe('private profile data', () => {
  it("another member sees a student's name but none of the private sections", async () => {
    const res = await rest<Record<string, unknown>>(
      'GET',
      `/users/${cast.studentA.id}`,
      as(cast.studentB),
    )
    expect(res.status).toBe(200)
    expect(res.body.first_name).toBeTruthy()
    for (const field of ['email', 'phone', 'father_name', 'village', 'birthdate', 'visibility']) {
      expect(res.body, field).not.toHaveProperty(field)
    }
  })

  it('anonymous visitors and teachers see no private sections either', async () => {
    for (const who of [undefined, cast.teacher]) {
      const res = await rest<Record<string, unknown>>('GET', `/users/${cast.studentA.id}`, as(who))
      expect(res.body).not.toHaveProperty('phone')
      expect(res.body).not.toHaveProperty('email')
    }
  })

  it('the owner and the office see everything; staff of other duties see what visitors see', async () => {
    for (const who of [cast.studentA, cast.office, cast.admin]) {
      const res = await rest<Record<string, unknown>>('GET', `/users/${cast.studentA.id}`, as(who))
      expect(res.body.phone).toBe('01711111111')
      expect(res.body.father_name).toBe('Abdul Karim')
    }
    for (const who of [cast.editor, cast.treasurer, cast.communications]) {
      const res = await rest<Record<string, unknown>>('GET', `/users/${cast.studentA.id}`, as(who))
      expect(res.body).not.toHaveProperty('phone')
      expect(res.body).not.toHaveProperty('father_name')
    }
  })

  it('a minor cannot make contact, guardian or address details public', async () => {
    const res = await rest('PATCH', `/users/${cast.studentA.id}`, {
      ...as(cast.studentA),
      body: { visibility: { contact: true, guardian: true, address: true, basic: true } },
    })
    expect(res.status).toBe(200)
    const seen = await rest<Record<string, unknown>>(
      'GET',
      `/users/${cast.studentA.id}`,
      as(cast.studentB),
    )
    expect(seen.body).not.toHaveProperty('phone')
    expect(seen.body).not.toHaveProperty('father_name')
    expect(seen.body.gender === undefined || 'gender' in seen.body).toBe(true)
  })
})

describe('accounts', () => {
  it('a member cannot change their own role', async () => {
    const res = await rest<{ doc?: { role: string } }>('PATCH', `/users/${cast.studentA.id}`, {
      ...as(cast.studentA),
      body: { role: '10' },
    })
    const after = await payload.findByID({ collection: 'users', id: cast.studentA.id })
    expect(after.role).toBe('8')
    expect([200, 403]).toContain(res.status)
  })

  it('nobody registers themselves as leadership', async () => {
    const res = await rest('POST', '/users', {
      body: {
        first_name: 'Self',
        last_name: 'Promoted',
        email: 'self.promoted@example.com',
        password: 'a-long-password',
        role: '10',
      },
    })
    // The role field is dropped for visitors who may not set it: the account is created as a student.
    expect([201, 400, 403]).toContain(res.status)
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: 'self.promoted@example.com' } },
    })
    expect(found.docs.map((u) => u.role)).not.toContain('10')
  })

  it("a member cannot change or delete another member's account", async () => {
    const patch = await rest('PATCH', `/users/${cast.studentB.id}`, {
      ...as(cast.studentA),
      body: { first_name: 'Hacked' },
    })
    expect(patch.status).toBe(403)
    expect((await rest('DELETE', `/users/${cast.studentB.id}`, as(cast.studentA))).status).toBe(403)
    const b = await payload.findByID({ collection: 'users', id: cast.studentB.id })
    expect(b.first_name).not.toBe('Hacked')
  })

  it('members can never sign in to the admin panel', async () => {
    const res = await rest<{ user?: unknown }>('GET', '/admins/me', as(cast.studentA))
    expect(res.body.user ?? null).toBeNull()
    const access = await rest<{ canAccessAdmin?: boolean }>('GET', '/access', as(cast.studentA))
    expect(access.body.canAccessAdmin ?? false).toBe(false)
    const staff = await rest<{ canAccessAdmin?: boolean }>('GET', '/access', as(cast.editor))
    expect(staff.body.canAccessAdmin).toBe(true)
  })

  it('editors cannot create or promote staff accounts; admins can', async () => {
    const body = {
      name: 'New Staff',
      email: 'new.staff@example.com',
      password: 'a-long-password',
      roles: ['admin'],
    }
    expect((await rest('POST', '/admins', { ...as(cast.editor), body })).status).toBe(403)
    expect(
      (
        await rest('PATCH', `/admins/${cast.editor.id}`, {
          ...as(cast.editor),
          body: { roles: ['admin'] },
        })
      ).status,
    ).not.toBe(500)
    const editor = await payload.findByID({ collection: 'admins', id: cast.editor.id })
    expect(editor.roles).toEqual(['editor'])
    expect((await rest('POST', '/admins', { ...as(cast.admin), body })).status).toBe(201)
  })
})

describe('messages and registrations', () => {
  it('anyone may send a contact message, but only staff read them', async () => {
    expect((await rest('POST', '/contact-messages', { body: buildContactMessage() })).status).toBe(
      201,
    )
    for (const who of [undefined, cast.studentA, cast.teacher]) {
      expect((await rest('GET', `/contact-messages/${messageId}`, as(who))).status).toBe(403)
      const list = await rest('GET', '/contact-messages', as(who))
      expect(list.status).toBe(403)
    }
    expect((await rest('GET', `/contact-messages/${messageId}`, as(cast.office))).status).toBe(200)
    expect((await rest('GET', `/contact-messages/${messageId}`, as(cast.editor))).status).toBe(403)
  })

  it('event registrations are readable by staff only', async () => {
    expect((await rest('GET', `/event-registrations/${eventRegistrationId}`)).status).toBe(403)
    expect(
      (await rest('GET', `/event-registrations/${eventRegistrationId}`, as(cast.studentA))).status,
    ).toBe(403)
    expect(
      (await rest('GET', `/event-registrations/${eventRegistrationId}`, as(cast.admin))).status,
    ).toBe(200)
  })

  it('a member reads their own alumni registration, not anyone else’s', async () => {
    expect(
      (await rest('GET', `/alumni-registrations/${registrationOfA}`, as(cast.studentA))).status,
    ).toBe(200)
    expect(
      (await rest('GET', `/alumni-registrations/${registrationOfA}`, as(cast.studentB))).status,
    ).toBe(404)
    expect((await rest('GET', `/alumni-registrations/${registrationOfA}`)).status).toBe(403)
  })

  it('a member cannot approve their own alumni registration, nor an editor; the treasurer can', async () => {
    const res = await rest('PATCH', `/alumni-registrations/${registrationOfA}`, {
      ...as(cast.studentA),
      body: { status: 'approved' },
    })
    expect(res.status).toBe(403)
    const after = await payload.findByID({
      collection: 'alumni-registrations',
      id: registrationOfA,
    })
    expect(after.status).toBe('pending')
    const byEditor = await rest('PATCH', `/alumni-registrations/${registrationOfA}`, {
      ...as(cast.editor),
      body: { status: 'approved' },
    })
    expect(byEditor.status).toBe(403)
    const approved = await rest('PATCH', `/alumni-registrations/${registrationOfA}`, {
      ...as(cast.treasurer),
      body: { status: 'approved' },
    })
    expect(approved.status).toBe(200)
  })
})
