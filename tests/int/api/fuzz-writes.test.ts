/**
 * Property-based fuzzing of every /api/v1 write with hostile bodies (JSON objects with hostile
 * fields, other JSON values, broken JSON, odd content types, multipart, huge bodies): the answer
 * is never a 5xx, always the API envelope with a clear 4xx (or a 2xx for input that is valid),
 * nothing is stored for a refusal, and what a 2xx stores is exactly the normalised input.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as storeAlumni } from '@/app/api/v1/alumni/store/route'
import { POST as storeContact } from '@/app/api/v1/contact_us/store/route'
import { GET as eventDetails } from '@/app/api/v1/event/details/[id]/route'
import { GET as eventSearch } from '@/app/api/v1/event/search/route'
import { POST as storeEventRegistration } from '@/app/api/v1/event-registration/store/route'
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route'
import { POST as login } from '@/app/api/v1/login/route'
import { GET as newsList } from '@/app/api/v1/news/route'
import { POST as register } from '@/app/api/v1/register/route'
import { POST as resetPassword } from '@/app/api/v1/reset-password/route'
import { POST as profileUpdate } from '@/app/api/v1/user/profile/update/[id]/route'
import { registrationSchemaFor } from '@/features/accounts/schemas'
import { alumniRegistrationSchema } from '@/features/alumni/schemas'
import { contactMessageSchema } from '@/features/contact/schemas'
import { eventRegistrationSchema } from '@/features/events/schemas'
import { profileUpdateSchema } from '@/features/profile/schemas'
import { MAX_ID, parseId } from '@/lib/ids'
import { UNSTORABLE_TEXT } from '@/lib/zod-fields'
import {
  buildAlumniResource,
  buildEvent,
  buildEventRegistration,
  buildStudent,
  DEMO_PASSWORD,
} from '@seed/factories'

// The shared arbitraries sit beside the other test helpers; tests have no path alias for them.
// eslint-disable-next-line no-restricted-imports -- see above
import {
  countRuns,
  hostileBody,
  hostileString,
  hugeString,
  isCleanText,
  malformedJson,
  nonObjectJson,
  oddContentType,
  ownObject,
  printRunCounts,
  stringsIn,
  type Body,
} from '../../fuzz/hostile'
import { call, testPayload, type CallResult, resetApiRateLimits } from './call'

/** Runs per property: enough to hit every kind of hostile value, small enough for 2 cores. */
const RUNS = { json: 100, raw: 40, multipart: 40, huge: 10 }

const quiet = { disableRevalidate: true }

let payload: Payload
let eventId: number
let networkId: number
let member: { id: number; email: string; token: string }
let loginAccount: { email: string }

let serial = 0
/** Every request comes from its own address, so per-address limits never bite. */
function nextAddress(): string {
  serial += 1
  return `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`
}
const unique = () => `${Date.now().toString(36)}${(serial += 1).toString(36)}`

type Route = {
  name: string
  handler: unknown
  path: string
  params?: () => Record<string, string>
  token?: () => string
  /** A valid body, fresh for each run (unique e-mail addresses and transaction ids). */
  valid: fc.Arbitrary<Body>
  /** Every status this call may answer. */
  statuses: readonly number[]
  /** Checks a 2xx answer against the database; `input` is the body as sent. */
  accepted?: (res: CallResult, input: Body) => Promise<void>
  /** Checks that a 409 names a real clash (an account or registration that exists). */
  conflict?: (input: Body) => Promise<void>
  /** Counts what a refusal must leave untouched. */
  stored?: () => Promise<unknown>
}

type Sent = { body: Body | string | FormData; contentType?: string }

async function send(route: Route, { body, contentType }: Sent): Promise<CallResult> {
  // Each run starts with fresh limits: rate limiting is tested elsewhere, fuzzing is not throttled.
  await resetApiRateLimits()
  const headers: Record<string, string> = { 'x-socket-address': nextAddress() }
  if (contentType !== undefined) headers['content-type'] = contentType
  return call(route.handler, route.path, {
    method: 'POST',
    body,
    headers,
    token: route.token?.(),
    params: route.params?.(),
  })
}

/** The envelope every answer has: success true with a 2xx, or success false with a message. */
function expectEnvelope(route: Route, res: CallResult) {
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBeLessThan(500)
  expect(route.statuses, `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toContain(
    res.status,
  )
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  if (res.status < 300) {
    expect(res.body.success).toBe(true)
    return
  }
  expect(res.body.success).toBe(false)
  expect(typeof res.body.message).toBe('string')
  expect(res.body.message).not.toBe('Something went wrong. Please try again later.')
  if (res.status === 422) {
    const errors = res.body.errors as Record<string, unknown>
    expect(Object.keys(errors).length).toBeGreaterThan(0)
    for (const messages of Object.values(errors)) {
      expect(Array.isArray(messages)).toBe(true)
      for (const message of messages as unknown[]) expect(typeof message).toBe('string')
    }
  }
}

/** Hostile text never reaches the database mangled: no NUL bytes, no lone surrogates. */
function expectCleanDocument(doc: unknown) {
  for (const text of stringsIn(doc)) expect(isCleanText(text), JSON.stringify(text)).toBe(true)
}

/** Each field of `expected` is stored as it is (absent fields stay empty). */
function expectStoredFields(doc: Record<string, unknown>, expected: Record<string, unknown>) {
  for (const [key, value] of Object.entries(expected)) {
    if (value === undefined) expect(doc[key] ?? undefined, key).toBeUndefined()
    else expect(doc[key], key).toEqual(value)
  }
}

const counts = new Map<string, ReturnType<typeof countRuns>>()
function counter(name: string) {
  if (!counts.has(name)) counts.set(name, countRuns(name))
  return counts.get(name)!
}

/**
 * The body as the route reads it: a multipart body's parts become fields (the last one wins),
 * their line breaks sent as CRLF, as the multipart encoding does.
 */
function asBody(body: Sent['body']): Body {
  if (body instanceof FormData) {
    return ownObject(
      [...body.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value.replace(/\r\n|\r|\n/g, '\r\n') : value,
      ]),
    )
  }
  return typeof body === 'string' ? {} : body
}

/** One property: every generated request gets a well-formed answer and stores nothing wrong. */
async function fuzz(route: Route, kind: string, requests: fc.Arbitrary<Sent>, numRuns: number) {
  const count = counter(`${route.name} ${kind}`)
  await fc.assert(
    fc.asyncProperty(requests, async (sent) => {
      count.runs += 1
      const before = await route.stored?.()
      const res = await send(route, sent)
      expectEnvelope(route, res)
      if (res.status < 300) {
        count.accepted += 1
        expect(route.accepted, `${route.name} never accepts this`).toBeDefined()
        await route.accepted?.(res, asBody(sent.body))
      } else {
        count.refused += 1
        if (route.stored) expect(await route.stored()).toEqual(before)
        if (res.status === 409) await route.conflict?.(asBody(sent.body))
      }
    }),
    { numRuns },
  )
}

/** A body as a browser or a crafted client posts it as multipart: text parts, now and then a file. */
const multipartBody = (valid: fc.Arbitrary<Body>) =>
  fc
    .tuple(
      hostileBody(valid, { stringsOnly: true }),
      fc.option(fc.constantFrom('__proto__', 'constructor', 'name', 'email', 'hobbies'), {
        nil: undefined,
      }),
    )
    .map(([body, fileKey]) => {
      const form = new FormData()
      for (const [key, value] of Object.entries(body)) form.append(key, String(value))
      if (fileKey) form.append(fileKey, new Blob(['<svg onload=alert(1)>']), 'x.svg')
      return { body: form } satisfies Sent
    })

/** The standard set of properties for one write. */
function describeWrite(route: Route) {
  describe(`POST ${route.path}`, () => {
    it('answers hostile JSON objects with a clear 4xx or stores exactly the normalised input', async () => {
      await fuzz(
        route,
        'JSON objects',
        hostileBody(route.valid, { json: true }).map((body) => ({ body })),
        RUNS.json,
      )
    })

    it('answers other JSON values, broken JSON and odd content types with a 4xx', async () => {
      const raw: fc.Arbitrary<Sent> = fc.oneof(
        nonObjectJson.map((body) => ({ body })),
        malformedJson.map((body) => ({ body })),
        fc
          .tuple(oddContentType, fc.oneof(malformedJson, nonObjectJson))
          .map(([contentType, body]) => ({
            body,
            contentType,
          })),
      )
      await fuzz(route, 'raw bodies', raw, RUNS.raw)
    })

    it('answers hostile multipart bodies with a clear 4xx or a clean 2xx', async () => {
      await fuzz(route, 'multipart', multipartBody(route.valid), RUNS.multipart)
    })

    it('answers huge bodies with 413 or 422, never by storing them', async () => {
      const huge = fc
        .tuple(
          route.valid,
          fc.constantFrom(...Object.keys(fc.sample(route.valid, 1)[0])),
          hugeString,
        )
        .map(([body, key, text]) => ({ body: ownObject([...Object.entries(body), [key, text]]) }))
      await fuzz(route, 'huge bodies', huge, RUNS.huge)
    })
  })
}

const countDocs =
  (collection: 'contact-messages' | 'event-registrations' | 'users' | 'alumni-registrations') =>
  async () =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  eventId = (await payload.create({ collection: 'events', data: buildEvent(), context: quiet })).id
  networkId = (
    await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource(),
      context: quiet,
    })
  ).id
  const student = buildStudent()
  const created = await payload.create({ collection: 'users', data: student, context: quiet })
  const signedIn = await call(login, '/login', {
    method: 'POST',
    body: { email: student.email, password: DEMO_PASSWORD },
  })
  expect(signedIn.status).toBe(200)
  member = { id: created.id, email: student.email as string, token: signedIn.body.token as string }
  const other = buildStudent()
  await payload.create({ collection: 'users', data: other, context: quiet })
  loginAccount = { email: other.email as string }
})

afterAll(() => printRunCounts('/api/v1 writes (int)'))

describeWrite({
  name: 'contact_us/store',
  handler: storeContact,
  path: '/contact_us/store',
  valid: fc.constant(null).map(() => ({
    name: 'A Visitor',
    email: `visitor.${unique()}@example.com`,
    subject: 'Admission',
    message: 'When does admission for class six open?',
  })),
  statuses: [200, 400, 413, 422],
  stored: countDocs('contact-messages'),
  async accepted(res, input) {
    expect(res.body.message).toBe('Thank you! Your message has been sent. We will reply soon.')
    const { docs } = await payload.find({
      collection: 'contact-messages',
      sort: '-id',
      limit: 1,
      overrideAccess: true,
    })
    const doc = docs[0] as unknown as Record<string, unknown>
    expectStoredFields(doc, contactMessageSchema.parse(input))
    expect(doc.status).toBe('unread')
    expectCleanDocument(doc)
  },
})

describeWrite({
  name: 'event-registration/store',
  handler: storeEventRegistration,
  path: '/event-registration/store',
  valid: fc.constant(null).map(() => ({
    first_name: 'Nusrat',
    last_name: 'Jahan',
    email: `guest.${unique()}@example.com`,
    phone: '01711000000',
    gender: 'Female',
    present_address: 'House 12, Road 3, Upashahar, Rajshahi',
    permanent_address: 'Village Charghat, Rajshahi',
    grade: '9',
    school: 'Padmapar Ideal School',
    participation: 'yes',
    notes: 'Vegetarian lunch, please.',
    terms: true,
    event_id: eventId,
  })),
  statuses: [200, 400, 404, 409, 413, 422],
  stored: countDocs('event-registrations'),
  async conflict(input) {
    const email = String(input.email).trim().toLowerCase()
    const registered = await payload.count({
      collection: 'event-registrations',
      where: {
        and: [{ event: { equals: parseId(input.event_id) } }, { email: { equals: email } }],
      },
      overrideAccess: true,
    })
    expect(registered.totalDocs, `409 for ${email}`).toBe(1)
  },
  async accepted(res, input) {
    const data = res.body.data as { id: number; event_id: number }
    const doc = (await payload.findByID({
      collection: 'event-registrations',
      id: data.id,
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    const expected = eventRegistrationSchema.parse({ ...input, terms: true })
    expectStoredFields(doc, { ...expected, email: expected.email.toLowerCase() })
    expect(doc.event).toBe(data.event_id)
    expectCleanDocument(doc)
  },
})

/** Registration bodies for either role; the stored member must match what was typed. */
const registration = fc.constantFrom('8', '9', 8, 9).map((role) => ({
  first_name: 'Rahim',
  last_name: 'Uddin',
  email: `member.${unique()}@example.com`,
  phone: '01711000000',
  password: `tea-chalk-${unique()}`,
  role,
  ...(String(role) === '9'
    ? { teacher_id: 'T-17', specialization: 'ICT' }
    : { student_id: 'PISC-17', class: '7', group: 'Arts' }),
}))

describeWrite({
  name: 'register',
  handler: register,
  path: '/register',
  valid: registration,
  statuses: [201, 400, 413, 422],
  stored: countDocs('users'),
  async accepted(res, input) {
    // The answer names no id: a known e-mail is answered like a new one (finding 8).
    expect(res.body.data).not.toHaveProperty('id')
    const email = String(input.email).trim().toLowerCase()
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs, `one account for ${email}`).toHaveLength(1)
    const doc = docs[0] as unknown as Record<string, unknown>
    const {
      password: _password,
      class: studentClass,
      ...expected
    } = registrationSchemaFor(input.role).parse(input) as Record<string, unknown>
    expectStoredFields(doc, { ...expected, student_class: studentClass })
    expect(['8', '9']).toContain(doc.role)
    expect(doc.visibility).toMatchObject({ contact: false, guardian: false, address: false })
    expect(doc.guardian_consent).toBe(false)
    expect(doc).not.toHaveProperty('is_admin')
    expectCleanDocument(doc)
  },
})

describeWrite({
  name: 'login',
  handler: login,
  path: '/login',
  valid: fc.constant(null).map(() => ({ email: loginAccount.email, password: DEMO_PASSWORD })),
  statuses: [200, 400, 401, 413, 422],
  async accepted(res) {
    expect(res.body).toMatchObject({ status: 200, token: expect.any(String) })
  },
})

describeWrite({
  name: 'forgot-password',
  handler: forgotPassword,
  path: '/forgot-password',
  valid: fc.constantFrom(0, 1).map((known) => ({
    email: known ? loginAccount.email : `nobody.${unique()}@example.com`,
  })),
  statuses: [200, 400, 413, 422],
  async accepted(res) {
    expect(res.body.message).toBe('If your email is registered, a reset link has been sent!')
  },
})

describeWrite({
  name: 'reset-password',
  handler: resetPassword,
  path: '/reset-password',
  valid: fc.constant(null).map(() => ({
    token: unique().repeat(4),
    password: 'tea-chalk-19',
    confirmPassword: 'tea-chalk-19',
  })),
  // No run holds a real reset token, so nothing can be reset.
  statuses: [400, 413, 422],
})

let transactions = 0
/** A bKash transaction id never used before (10 letters and digits). */
const transactionId = () =>
  `TX${Date.now().toString(36).toUpperCase()}${(transactions += 1).toString(36).toUpperCase()}`
    .padEnd(10, '0')
    .slice(-10)

describeWrite({
  name: 'alumni/store',
  handler: storeAlumni,
  path: '/alumni/store',
  token: () => member.token,
  valid: fc.constant(null).map(() => ({
    name: 'Former Student',
    passing_year: '২০১৫',
    degree: 'BSc',
    batch: '2015',
    job_title: 'Engineer',
    current_profession: 'Software',
    company_name: 'Example Ltd',
    email: 'former.student@example.com',
    phone_no: '01711000000',
    linkedin_url: 'https://linkedin.com/in/former-student',
    payment_method: 'Bkash',
    transaction_id: transactionId(),
    id: networkId,
  })),
  statuses: [201, 400, 409, 413, 422],
  stored: countDocs('alumni-registrations'),
  async accepted(res, input) {
    const data = res.body.data as { id: number }
    const doc = (await payload.findByID({
      collection: 'alumni-registrations',
      id: data.id,
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''))
    const { id: network, ...expected } = alumniRegistrationSchema.parse(given)
    expectStoredFields(doc, expected)
    expect(doc).toMatchObject({ network, user: member.id, status: 'pending' })
    if (typeof doc.linkedin_url === 'string') expect(doc.linkedin_url).toMatch(/^https?:\/\//i)
    expectCleanDocument(doc)
  },
})

/** A member's own profile: the fields an update may change, as stored before the run. */
const profileSnapshot = async () =>
  (await payload.findByID({
    collection: 'users',
    id: member.id,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Record<string, unknown>

describeWrite({
  name: 'user/profile/update/{id}',
  handler: profileUpdate,
  path: '/user/profile/update/{id}',
  token: () => member.token,
  params: () => ({ id: String(member.id) }),
  valid: fc.constant({
    first_name: 'Nusrat',
    phone: '01711000000',
    father_name: 'Abdul Karim',
    village: 'Charghat, Rajshahi',
    gender: 'Female',
    birthdate: '2010-05-17',
    language: 'Bangla',
    hobbies: ['Football', 'Reading'],
  }),
  statuses: [200, 400, 413, 422],
  stored: async () => {
    const { updatedAt: _updatedAt, ...doc } = await profileSnapshot()
    return doc
  },
  async accepted(res, input) {
    expect(res.body.message).toBe('Profile updated successfully.')
    const doc = await profileSnapshot()
    const { hobbies, birthdate, ...expected } = profileUpdateSchema.parse({
      ...input,
      student_class: input.student_class ?? input.class,
    })
    expectStoredFields(
      doc,
      Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined)),
    )
    if (hobbies) {
      expect((doc.hobbies as { value: string }[]).map((h) => h.value)).toEqual(hobbies)
    }
    if (birthdate) expect(String(doc.birthdate).slice(0, 10)).toBe(birthdate)
    expect(doc).toMatchObject({ email: member.email, role: '8' })
    expectCleanDocument(doc)
  },
})

describe('POST /user/profile/update/{id} with a hostile id', () => {
  it('answers 403 or 404 and changes nothing', async () => {
    const route: Route = {
      name: 'user/profile/update/{hostile id}',
      handler: profileUpdate,
      path: '/user/profile/update/{id}',
      token: () => member.token,
      valid: fc.constant({}),
      statuses: [403, 404],
    }
    const count = counter(route.name)
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((id) => parseId(id) !== member.id),
        async (id) => {
          count.runs += 1
          const before = await profileSnapshot()
          const res = await send(
            { ...route, params: () => ({ id }) },
            { body: { first_name: 'X' } },
          )
          expectEnvelope(route, res)
          count.refused += 1
          expect(await profileSnapshot()).toEqual(before)
        },
      ),
      { numRuns: RUNS.raw },
    )
  })
})

/** Inputs fuzzing turned up, kept as plain examples so each fix stays fixed. */
describe('hostile inputs found by fuzzing', () => {
  const post = (handler: unknown, path: string, body: Sent['body'], extra: Partial<Route> = {}) =>
    send({ name: path, handler, path, valid: fc.constant({}), statuses: [], ...extra }, { body })
  const asMember = { token: () => member.token, params: () => ({ id: String(member.id) }) }
  const contact = { name: 'A', email: 'probe@example.com', subject: 'S', message: 'M' }
  const alumni = {
    name: 'F',
    passing_year: 2015,
    degree: 'BSc',
    batch: '2015',
    job_title: 'E',
    current_profession: 'S',
    company_name: 'C',
    email: 'f@example.com',
  }

  it('refuses a NUL byte or half an emoji (SQLite cut the text, Postgres answered 500)', async () => {
    const before = await countDocs('contact-messages')()
    const nul = await post(storeContact, '/contact_us/store', { ...contact, name: 'Ab\u0000c' })
    expect(nul.status).toBe(422)
    expect(nul.body.errors).toEqual({ name: [UNSTORABLE_TEXT] })
    const half = await post(storeContact, '/contact_us/store', { ...contact, message: 'hi \ud83d' })
    expect(half.body.errors).toEqual({ message: [UNSTORABLE_TEXT] })
    expect(await countDocs('contact-messages')()).toBe(before)
    const profile = await post(
      profileUpdate,
      '/user/profile/update/{id}',
      { first_name: 'x\ud83d', hobbies: ['a\u0000'] },
      asMember,
    )
    expect(profile.status).toBe(422)
    expect(profile.body.errors).toEqual({
      first_name: [UNSTORABLE_TEXT],
      'hobbies.0': [UNSTORABLE_TEXT],
    })
  })

  it('answers a role that is an object with the role message, not a 500', async () => {
    for (const role of [{ toString: 1 }, { toString: null, valueOf: null }, ['9']]) {
      const res = await post(register, '/register', { role })
      expect(res.status).toBe(422)
      expect((res.body.errors as Record<string, string[]>).role).toEqual([
        'Role must be 8 (student) or 9 (teacher).',
      ])
    }
  })

  it('refuses an address the e-mail field cannot store with the old site’s message (was 409 "taken")', async () => {
    for (const email of ['<x>@example.com', 'a..b@example.com', 'ü@example.de', 'a@b-.com']) {
      const registration = await post(register, '/register', {
        ...buildStudent({ email }),
        phone: '01711000000',
        class: '7',
        group: 'Arts',
        role: 8,
      })
      expect(registration.status, email).toBe(422)
      expect(registration.body.errors).toEqual({ email: ['Invalid email format'] })
      const message = await post(storeContact, '/contact_us/store', { ...contact, email })
      expect(message.status, email).toBe(422)
      expect(message.body.errors).toEqual({ email: ['Invalid email address'] })
    }
  })

  it('answers ids beyond the id column with a 4xx (Postgres answered 500)', async () => {
    const event = await post(storeEventRegistration, '/event-registration/store', {
      ...buildEventRegistration(2 ** 31, { email: `big.${unique()}@example.com` }),
      participation: 'yes',
      event_id: 2 ** 31,
    })
    expect(event.status).toBe(422)
    expect((event.body.errors as Record<string, string[]>).event_id).toEqual([
      'event_id must be an event id',
    ])
    const network = await post(
      storeAlumni,
      '/alumni/store',
      { ...alumni, id: 2 ** 31 },
      { token: () => member.token },
    )
    expect(network.status).toBe(422)
    expect(network.body.errors).toEqual({ id: [`Too big: expected number to be <=${MAX_ID}`] })
    const details = await call(eventDetails, `/event/details/${2 ** 31}`, {
      params: { id: String(2 ** 31) },
    })
    expect(details.status).toBe(404)
  })

  it('never lets a multipart part named __proto__ become the body (was a 500)', async () => {
    const form = new FormData()
    form.append('__proto__', new Blob(['x']), 'x.png')
    form.append('email', 'a@example.com')
    const res = await post(storeContact, '/contact_us/store', form)
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      name: ['Full Name is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    })
  })

  it('keeps a LinkedIn profile a web link (javascript: and data: were stored)', async () => {
    const before = await countDocs('alumni-registrations')()
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
    ]) {
      const res = await post(
        storeAlumni,
        '/alumni/store',
        { ...alumni, id: networkId, linkedin_url: link },
        { token: () => member.token },
      )
      expect(res.status, link).toBe(422)
      expect(res.body.errors).toEqual({
        linkedin_url: ['Enter a full link, e.g. https://linkedin.com/in/…'],
      })
    }
    expect(await countDocs('alumni-registrations')()).toBe(before)
  })

  it('searches with a NUL byte in the text like without it (Postgres answered 500)', async () => {
    for (const path of ['/news?q=a%00b', '/event/search?type=Event&name=%00&company=x%00']) {
      const handler = path.startsWith('/news') ? newsList : eventSearch
      const res = await call(handler, path)
      expect(res.status, path).toBe(200)
      expect(res.body.success).toBe(true)
    }
  })

  it('takes a birth date only when the day exists (30 February was moved, year 0 a 500)', async () => {
    for (const birthdate of ['0000-01-01', '2023-02-30', '2023-13-45', '9999-12-31']) {
      const res = await post(profileUpdate, '/user/profile/update/{id}', { birthdate }, asMember)
      expect(res.status, birthdate).toBe(422)
      expect(res.body.errors).toEqual({ birthdate: ['Enter a date'] })
    }
  })
})
