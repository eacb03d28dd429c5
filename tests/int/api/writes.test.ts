/**
 * The write and signed-in calls of /api/v1: validation messages, duplicates, access (IDOR),
 * mass assignment, uploads, the error envelope (400, 401, 403, 404, 409, 413, 422, 429).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { POST as storeAlumni } from '@/app/api/v1/alumni/store/route'
import { POST as storeContact } from '@/app/api/v1/contact_us/store/route'
import { POST as storeEventRegistration } from '@/app/api/v1/event-registration/store/route'
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route'
import { POST as login } from '@/app/api/v1/login/route'
import { POST as register } from '@/app/api/v1/register/route'
import { GET as registeredAlumni } from '@/app/api/v1/registered/alumni/[userId]/route'
import { POST as resetPassword } from '@/app/api/v1/reset-password/route'
import { GET as profileSearch } from '@/app/api/v1/user/profile/search/[id]/route'
import { POST as profileUpdate } from '@/app/api/v1/user/profile/update/[id]/route'
import { COMMON_PASSWORD } from '@/lib/common-passwords'
import { outboxFiles } from '@/lib/email/outbox-adapter'
import {
  bkashTransactionId,
  buildAlumniResource,
  buildEvent,
  buildStudent,
  DEMO_PASSWORD,
} from '@seed/factories'

import {
  call,
  createCast,
  emailQueueSettled,
  mailsTo,
  pngBytes,
  resetApiRateLimits,
  testPayload,
} from './call'

const quiet = { disableRevalidate: true }

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>
let eventId: number
let smallEventId: number
let draftEventId: number
let articleId: number
let networkId: number

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Nusrat',
  last_name: 'Jahan',
  email: `guest${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '01711000000',
  gender: 'Female',
  present_address: 'House 12, Road 3, Upashahar, Rajshahi',
  permanent_address: 'Village Charghat, Rajshahi',
  grade: '9',
  school: 'Padmapar Ideal School',
  participation: 'yes',
  terms: true,
  event_id: eventId,
  ...overrides,
})

const alumniForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Former Student',
  passing_year: '২০১৫',
  degree: 'BSc',
  batch: '2015',
  job_title: 'Engineer',
  current_profession: 'Software',
  company_name: 'Example Ltd',
  email: 'former.student@example.com',
  payment_method: 'Bkash',
  transaction_id: bkashTransactionId(),
  id: networkId,
  ...overrides,
})

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
  await payload.update({
    collection: 'users',
    id: cast.studentA.id,
    data: { phone: '01711111111', father_name: 'Abdul Karim' },
    context: quiet,
  })
  eventId = (await payload.create({ collection: 'events', data: buildEvent(), context: quiet })).id
  smallEventId = (
    await payload.create({
      collection: 'events',
      data: buildEvent({ capacity: 1 }),
      context: quiet,
    })
  ).id
  draftEventId = (
    await payload.create({
      collection: 'events',
      data: buildEvent({ _status: 'draft' }),
      draft: true,
      context: quiet,
    })
  ).id
  articleId = (
    await payload.create({
      collection: 'events',
      data: buildEvent({ type: 'Article' }),
      context: quiet,
    })
  ).id
  networkId = (
    await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource({ title: 'Doctors Network' }),
      context: quiet,
    })
  ).id
})

beforeEach(() => resetApiRateLimits())

describe('POST contact_us/store', () => {
  it('stores the message and answers the message to show', async () => {
    const email = `visitor.${Date.now()}@example.com`
    const res = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: { name: 'A Visitor', email, subject: 'Admission', message: 'When?', status: 'replied' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, message: expect.stringContaining('Thank you') })
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('unread')
  })

  it('answers 422 with every old-site message', async () => {
    const empty = await call(storeContact, '/contact_us/store', { method: 'POST', body: {} })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({
      name: ['Full Name is required'],
      email: ['Email is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    })
    const bad = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: { name: 'A', email: 'a@b', subject: 'S', message: 'x'.repeat(501) },
    })
    expect(bad.body.errors).toEqual({
      email: ['Invalid email address'],
      message: ['Message must be at most 500 characters'],
    })
  })

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const malformed = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: '{"name": ',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ success: false, message: 'Malformed JSON body.' })
    const huge = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    })
    expect(huge.status).toBe(413)
    expect(huge.body.success).toBe(false)
    // Sent in chunks, a form declares no length; it is counted as it arrives.
    const form = new FormData()
    for (const [key, value] of Object.entries({
      name: 'A',
      email: 'big@example.com',
      subject: 'S',
    }))
      form.set(key, value)
    form.set('message', 'x'.repeat(6 * 1024 * 1024 + 1024))
    const chunked = await call(storeContact, '/contact_us/store', { method: 'POST', body: form })
    expect(chunked.status).toBe(413)
  })

  it('answers 429 with Retry-After after five messages from one e-mail', async () => {
    const headers = { 'x-socket-address': '203.0.113.77' }
    const body = { name: 'A', email: 'spam@example.com', subject: 'S', message: 'M' }
    for (let i = 0; i < 5; i++) {
      const ok = await call(storeContact, '/contact_us/store', { method: 'POST', body, headers })
      expect(ok.status).toBe(200)
    }
    const limited = await call(storeContact, '/contact_us/store', { method: 'POST', body, headers })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body.success).toBe(false)
  })
})

describe('POST event-registration/store', () => {
  it('registers once per (event, email): a second try is 409', async () => {
    const body = registration()
    const first = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body,
    })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      success: true,
      message: 'Event Registration successfully Done.',
      data: { event_id: eventId },
    })
    const again = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: { ...body, email: body.email.toUpperCase() },
    })
    expect(again.status).toBe(409)
    expect(again.body.success).toBe(false)
  })

  it('answers 422 with the old site’s messages for every field', async () => {
    const res = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: {
        event_id: eventId,
        interests: '   ',
        notes: '  ',
        present_address: 'short',
        permanent_address: 'short',
        school: 'ab',
        email: 'bad@address',
      },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      first_name: ['Name is required'],
      last_name: ['Last Name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number is required'],
      gender: ['Gender is required'],
      present_address: ['Address must be at least 10 characters long'],
      permanent_address: ['Address must be at least 10 characters long'],
      grade: ['Grade is required'],
      school: ['School name must be at least 3 characters long'],
      interests: ['Please provide your academic interests if entered'],
      participation: ['This is required'],
      notes: ['Please provide meaningful notes.'],
      terms: ['You must agree to the terms'],
    })
    const missing = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: { event_id: eventId },
    })
    expect(missing.body.errors).toMatchObject({
      email: ['Email is required'],
      present_address: ['Present address is required'],
      permanent_address: ['Permanent address is required'],
      school: ['School name is required'],
    })
  })

  it('answers 404 for an unknown, draft or non-event id and 422 without one', async () => {
    for (const id of [999_999, draftEventId, articleId]) {
      const res = await call(storeEventRegistration, '/event-registration/store', {
        method: 'POST',
        body: registration({ event_id: id }),
      })
      expect(res.status).toBe(404)
    }
    const none = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: registration({ event_id: undefined }),
    })
    expect(none.status).toBe(422)
    expect(none.body.errors).toEqual({ event_id: ['event_id must be an event id'] })
  })

  it('respects the capacity staff set (409 when full) and accepts form posts', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(registration({ event_id: smallEventId })))
      form.set(key, key === 'terms' ? 'on' : String(value))
    const first = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: form,
    })
    expect(first.status).toBe(200)
    const full = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: registration({ event_id: smallEventId }),
    })
    expect(full.status).toBe(409)
    expect(full.body.message).toBe('Sorry, this event is full.')
  })
})

describe('POST register and login', () => {
  it('registers a student and a teacher with the old site’s messages', async () => {
    const student = buildStudent()
    const res = await call(register, '/register', {
      method: 'POST',
      body: {
        ...student,
        phone: '০১৭১১০০০০০০',
        class: '7',
        group: 'Arts',
        role: 8,
        is_admin: true,
        status: 1,
      },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, message: 'Student registered successfully.' })
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: student.email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      role: '8',
      student_class: '7',
      group: 'Arts',
      phone: '01711000000',
    })

    const teacher = await call(register, '/register', {
      method: 'POST',
      body: {
        first_name: 'T',
        last_name: 'R',
        email: `teacher.${Date.now()}@example.com`,
        phone: '01711000000',
        password: 'tea-chalk-19',
        role: '9',
        teacher_id: 'T-1',
        specialization: 'ICT',
      },
    })
    expect(teacher.body.message).toBe('Teacher registered successfully.')
  })

  it('refuses role 10 (mass assignment) and a common password; a taken email gets the same answer', async () => {
    const leader = await call(register, '/register', {
      method: 'POST',
      body: { ...buildStudent(), phone: '01711000000', class: '7', group: 'Arts', role: 10 },
    })
    expect(leader.status).toBe(422)
    expect(leader.body.errors).toMatchObject({ role: ['Role must be 8 (student) or 9 (teacher).'] })
    // Finding 8: a known e-mail is answered as a new one; its owner is e-mailed instead.
    const signUp = (email: string) =>
      call(register, '/register', {
        method: 'POST',
        body: {
          ...buildStudent({ email }),
          phone: '01711000000',
          class: '7',
          group: 'Arts',
          role: 8,
        },
      })
    const owner = () =>
      payload.find({
        collection: 'users',
        where: { email: { equals: cast.studentA.email } },
        overrideAccess: true,
      })
    const before = await owner()
    const freshEmail = `fresh.${Date.now()}@example.com`
    const fresh = await signUp(freshEmail)
    const taken = await signUp(cast.studentA.email.toUpperCase())
    expect(taken.status).toBe(fresh.status)
    expect(taken.status).toBe(201)
    expect(taken.body.message).toBe(fresh.body.message)
    expect(Object.keys(taken.body.data as object)).toEqual(Object.keys(fresh.body.data as object))
    // Nothing of the account changed.
    expect((await owner()).docs).toEqual(before.docs)
    const welcome = await mailsTo(freshEmail)
    expect(welcome.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/account is ready$/),
    ])
    const told = await mailsTo(cast.studentA.email)
    expect(told.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Someone tried to open .* account with your e-mail$/),
    )

    const common = await call(register, '/register', {
      method: 'POST',
      body: {
        ...buildStudent(),
        password: 'Password123',
        phone: '01711000000',
        class: '7',
        role: 8,
      },
    })
    expect(common.status).toBe(422)
    expect(common.body.errors).toEqual({ password: [COMMON_PASSWORD] })
  })

  it('answers 422 with the registration messages per role', async () => {
    const student = await call(register, '/register', {
      method: 'POST',
      body: { role: 8, email: 'x', phone: '0171', password: '123' },
    })
    expect(student.body.errors).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Invalid email format'],
      phone: ['Phone number must be at least 11 digits'],
      password: ['Password must be at least 6 characters long'],
      student_id: ['Student ID is required'],
      class: ['Class is required'],
      group: ['Group is required'],
    })
    const teacher = await call(register, '/register', { method: 'POST', body: { role: 9 } })
    expect(teacher.body.errors).toMatchObject({
      email: ['Email is required'],
      phone: ['Phone number is required'],
      password: ['Password is required'],
      teacher_id: ['Teacher ID is required'],
      specialization: ['Specialization is required'],
    })
  })

  it('logs in: status 200, token, data{id, first_name, last_name} and an HttpOnly cookie', async () => {
    const res = await call(login, '/login', {
      method: 'POST',
      body: { email: cast.studentB.email.toUpperCase(), password: DEMO_PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      success: true,
      status: 200,
      token: expect.any(String),
      data: { id: cast.studentB.id, first_name: 'Student', last_name: expect.any(String) },
    })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('refuses a wrong password with 401 and validates the input', async () => {
    const wrong = await call(login, '/login', {
      method: 'POST',
      body: { email: cast.teacher.email, password: 'not-the-password' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ success: false, message: 'Failed Login. Please try again.' })
    const invalid = await call(login, '/login', { method: 'POST', body: { password: '1' } })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({
      email: ['Email is required'],
      password: ['Password must be at least 6 characters long'],
    })
  })
})

describe('POST forgot-password and reset-password', () => {
  it('answers the same for known and unknown emails and e-mails a single-use link', async () => {
    const known = await call(forgotPassword, '/forgot-password', {
      method: 'POST',
      body: { email: cast.studentB.email },
    })
    const unknown = await call(forgotPassword, '/forgot-password', {
      method: 'POST',
      body: { email: 'nobody.at.all@example.com' },
    })
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(
      (await call(forgotPassword, '/forgot-password', { method: 'POST', body: {} })).body.errors,
    ).toEqual({ email: ['Email is required'] })
  })

  it('resets with the e-mailed token once; the token cannot be reused', async () => {
    const member = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: quiet,
    })
    await call(forgotPassword, '/forgot-password', {
      method: 'POST',
      body: { email: member.email },
    })
    await emailQueueSettled()
    const outbox = path.join(inject('filesDir'), 'outbox')
    const mail = (await outboxFiles(outbox))
      .map((file) => readFileSync(file, 'utf8'))
      .find((text) => text.includes(member.email) && text.includes('reset-password?token='))
    const token = mail?.match(/reset-password\?token=([A-Za-z0-9]+)/)?.[1]
    expect(token).toBeTruthy()

    const mismatch = await call(resetPassword, '/reset-password', {
      method: 'POST',
      body: { token, password: 'brand-new-1', confirmPassword: 'other' },
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.errors).toEqual({ confirmPassword: ['Passwords do not match'] })

    const common = await call(resetPassword, '/reset-password', {
      method: 'POST',
      body: { token, password: 'iloveyou', confirmPassword: 'iloveyou' },
    })
    expect(common.status).toBe(422)
    expect(common.body.errors).toEqual({ password: [COMMON_PASSWORD] })

    const ok = await call(resetPassword, '/reset-password', {
      method: 'POST',
      body: { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' },
    })
    expect(ok.status).toBe(200)
    const signedIn = await call(login, '/login', {
      method: 'POST',
      body: { email: member.email, password: 'brand-new-1' },
    })
    expect(signedIn.status).toBe(200)
    const reused = await call(resetPassword, '/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'another-pass' },
    })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe('Failed to reset password. Try again.')
  })
})

describe('profile calls', () => {
  it('GET user/profile/search/{id}: the public view for others, everything for the owner', async () => {
    const params = { id: String(cast.studentA.id) }
    const anonymous = await call(profileSearch, '', { params })
    const other = await call(profileSearch, '', { params, token: cast.studentB.token })
    for (const res of [anonymous, other]) {
      const profile = (res.body.data as { data: Record<string, unknown> }).data
      expect(profile.first_name).toBe('Student')
      expect(profile.phone).toBeNull()
      expect(profile.father_name).toBeNull()
      expect(profile.email).toBeNull()
      expect(profile).not.toHaveProperty('visibility')
    }
    for (const who of [cast.studentA, cast.office]) {
      const own = await call(profileSearch, '', { params, token: who.token })
      const profile = (own.body.data as { data: Record<string, unknown> }).data
      expect(profile).toMatchObject({ phone: '01711111111', father_name: 'Abdul Karim' })
      expect(profile.email).toBe(cast.studentA.email)
    }
    expect((await call(profileSearch, '', { params: { id: '999999' } })).status).toBe(404)
  })

  it('login → token → update own profile with Bearer; the same token cannot update another id', async () => {
    const signedIn = await call(login, '/login', {
      method: 'POST',
      body: { email: cast.studentB.email, password: DEMO_PASSWORD },
    })
    const token = signedIn.body.token as string
    const own = await call(profileUpdate, '', {
      method: 'POST',
      token,
      params: { id: String(cast.studentB.id) },
      body: { gender: 'Female', birthdate: '2010-05-06', language: 'Bangla', student_class: '9' },
    })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ success: true, status: 200 })
    const stored = await payload.findByID({ collection: 'users', id: cast.studentB.id })
    expect(stored).toMatchObject({ gender: 'Female', language: 'Bangla', student_class: '9' })
    expect(stored.birthdate?.slice(0, 10)).toBe('2010-05-06')

    const other = await call(profileUpdate, '', {
      method: 'POST',
      token,
      params: { id: String(cast.studentA.id) },
      body: { first_name: 'Hacked' },
    })
    expect(other.status).toBe(403)
    const victim = await payload.findByID({ collection: 'users', id: cast.studentA.id })
    expect(victim.first_name).not.toBe('Hacked')
  })

  it('ignores role, email and visibility in the body (mass assignment)', async () => {
    const res = await call(profileUpdate, '', {
      method: 'POST',
      token: cast.studentB.token,
      params: { id: String(cast.studentB.id) },
      body: {
        role: 10,
        email: 'takeover@example.com',
        visibility: { contact: true },
        guardian_consent: true,
        hobbies: ['Cricket', 'Chess'],
      },
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: cast.studentB.id })
    expect(stored.role).toBe('8')
    expect(stored.email).toBe(cast.studentB.email)
    expect(stored.visibility?.contact).toBe(false)
    expect(stored.guardian_consent).toBe(false)
    expect(stored.hobbies?.map((h) => h.value)).toEqual(['Cricket', 'Chess'])
  })

  it('answers 401 without a token and 422 for invalid values', async () => {
    const params = { id: String(cast.studentB.id) }
    const anonymous = await call(profileUpdate, '', { method: 'POST', params, body: {} })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ success: false, message: 'Please sign in.' })
    const invalid = await call(profileUpdate, '', {
      method: 'POST',
      params,
      token: cast.studentB.token,
      body: { gender: 'Robot', birthdate: 'yesterday' },
    })
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual(['birthdate', 'gender'])
  })

  it('uploads a profile image as multipart; a non-image is refused', async () => {
    const params = { id: String(cast.studentB.id) }
    const form = new FormData()
    form.set('profile_image', new File([await pngBytes()], 'me.png', { type: 'image/png' }))
    const res = await call(profileUpdate, '', {
      method: 'POST',
      params,
      token: cast.studentB.token,
      body: form,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      success: true,
      message: 'Profile image updated successfully.',
    })
    expect((res.body.data as { profile_image: string }).profile_image).toMatch(/^\/api\/media\//)

    const fake = new FormData()
    fake.set('banner', new File(['<svg onload="alert(1)"/>'], 'x.png', { type: 'image/png' }))
    const refused = await call(profileUpdate, '', {
      method: 'POST',
      params,
      token: cast.studentB.token,
      body: fake,
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toHaveProperty('banner')
  })
})

describe('alumni registrations', () => {
  it('POST alumni/store needs a signed-in member', async () => {
    const res = await call(storeAlumni, '/alumni/store', { method: 'POST', body: alumniForm() })
    expect(res.status).toBe(401)
  })

  it('stores a pending registration for the caller, whatever status and user_id say', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(
      alumniForm({ status: 'approved', user_id: cast.studentB.id, alumni_type: 'Fake' }),
    ))
      form.set(key, String(value))
    form.set('status', '1')
    form.set('linkedin_url', '')
    form.set('image', new File([await pngBytes()], 'me.png', { type: 'image/png' }))
    const res = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: cast.studentA.token,
      body: form,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      status: 0,
      status_label: 'pending',
      user_id: cast.studentA.id,
      alumni_type: 'Doctors Network',
      passing_year: 2015,
      image: expect.stringMatching(/^\/api\/media\//),
    })
  })

  it('refuses a used (payment method, transaction id) pair with 409, however it is typed', async () => {
    const body = alumniForm({ transaction_id: '9BK45X7APZ' })
    const first = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: cast.studentA.token,
      body,
    })
    expect(first.status).toBe(201)
    const again = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: cast.studentB.token,
      body: { ...body, transaction_id: ' 9bk45 x7apz ' },
    })
    expect(again.status).toBe(409)
  })

  it('answers 422 when a transaction id cannot be from the chosen payment method', async () => {
    const res = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: cast.studentA.token,
      body: alumniForm({ payment_method: 'Bkash', transaction_id: "1' OR '1'='1" }),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      transaction_id: ['A bKash transaction ID has 10 letters and digits, e.g. 9BK7Q2M4XA.'],
    })
  })

  it('answers 422 with the alumni messages', async () => {
    const res = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: cast.studentA.token,
      body: { id: networkId, email: 'not-an-email' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      name: ['Full Name is required'],
      passing_year: ['Graduation Year is required'],
      degree: ['Degree / Major is required'],
      batch: ['Batch is required'],
      job_title: ['Job Title is required'],
      current_profession: ['Current Profession is required'],
      company_name: ['Company is required'],
      email: ['Invalid email address'],
    })
    const unknownNetwork = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: cast.studentA.token,
      body: alumniForm({ id: 999_999 }),
    })
    expect(unknownNetwork.status).toBe(422)
    expect(unknownNetwork.body.errors).toEqual({ id: ['This alumni network does not exist.'] })
  })

  it('GET registered/alumni/{userId}: the owner and staff see them, others get 403, anonymous 401', async () => {
    const params = { userId: String(cast.studentA.id) }
    const own = await call(registeredAlumni, '', { params, token: cast.studentA.token })
    expect(own.status).toBe(200)
    const list = (own.body.data as { data: { user_id: number }[] }).data
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((r) => r.user_id === cast.studentA.id)).toBe(true)
    const staff = await call(registeredAlumni, '', { params, token: cast.treasurer.token })
    expect((staff.body.data as { data: unknown[] }).data).toHaveLength(list.length)
    const other = await call(registeredAlumni, '', { params, token: cast.studentB.token })
    expect(other.status).toBe(403)
    expect(other.body.success).toBe(false)
    expect((await call(registeredAlumni, '', { params })).status).toBe(401)
  })

  it('approved registrations answer status 1', async () => {
    const stored = await payload.find({
      collection: 'alumni-registrations',
      where: { user: { equals: cast.studentA.id } },
      limit: 1,
    })
    await payload.update({
      collection: 'alumni-registrations',
      id: stored.docs[0].id,
      data: { status: 'approved' },
    })
    const res = await call(registeredAlumni, '', {
      params: { userId: String(cast.studentA.id) },
      token: cast.studentA.token,
    })
    const list = (res.body.data as { data: { id: number; status: number }[] }).data
    expect(list.find((r) => r.id === stored.docs[0].id)?.status).toBe(1)
  })
})
