/**
 * The honeypot of the anonymous forms and their /api/v1 calls, against a real database: a
 * submission whose hidden `website` field is filled is answered exactly like a success, and
 * nothing is stored or e-mailed; one info line names the form. People (field empty) go through.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as storeContact } from '@/app/api/v1/contact_us/store/route'
import { POST as storeEventRegistration } from '@/app/api/v1/event-registration/store/route'
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route'
import { POST as login } from '@/app/api/v1/login/route'
import { POST as register } from '@/app/api/v1/register/route'
import { sendAdmissionInquiry } from '@/features/admission/actions'
import { sendContactMessage, type ContactFormValues } from '@/features/contact/actions'
import { CONTACT_SUCCESS_MESSAGE } from '@/features/contact/store-message'
import { registerForEventAction, type EventFormState } from '@/features/events/actions'
import { EVENT_FORM_FIELDS, type EventFormValues } from '@/features/events/form-fields'
import { EVENT_REGISTRATION_SUCCESS } from '@/features/events/store-registration'
import type { FormState } from '@/lib/form-state'
import { buildClass, buildEvent, buildStudent, DEMO_PASSWORD } from '@seed/factories'

import { call } from './api/call'
import { mailsTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'

const visitor = vi.hoisted(() => ({ address: '203.0.113.40' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-socket-address': visitor.address }),
}))

const OFFICE = 'honeypot.office@example.com'
const SPAM = 'https://cheap-pills.example'
const quiet = { disableRevalidate: true }

let payload: Payload
let eventId: number
let classId: number
let n = 0

const unique = (name: string) => `${name}.${Date.now()}.${++n}@example.com`

function formData(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

/** Every info line the honeypot wrote, by form. */
function honeypotLines(info: { mock: { calls: unknown[][] } }): string[] {
  return info.mock.calls
    .map(([line]) => line as { msg?: string; form?: string } | undefined)
    .filter((line) => typeof line === 'object' && line?.msg?.includes('Honeypot'))
    .map((line) => line?.form ?? '')
}

async function contactMessagesFrom(email: string) {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs
}

async function registrationsOf(email: string) {
  const { totalDocs } = await payload.count({
    collection: 'event-registrations',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs
}

beforeAll(async () => {
  payload = await testPayload()
  eventId = (await payload.create({ collection: 'events', data: buildEvent(), context: quiet })).id
  classId = (await payload.create({ collection: 'classes', data: buildClass(), context: quiet })).id
  await payload.updateGlobal({ slug: 'site', data: { application_email: OFFICE }, context: quiet })
})

let info: { mock: { calls: unknown[][] } }
beforeEach(async () => {
  await resetApiRateLimits()
  visitor.address = `203.0.113.${40 + n}`
  info = vi.spyOn(payload.logger, 'info')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the contact form and POST contact_us/store', () => {
  const IDLE: FormState<ContactFormValues> = {
    status: 'idle',
    values: { name: '', email: '', subject: '', message: '' },
  }
  const message = (email: string, extra: Record<string, string> = {}) => ({
    name: 'A Visitor',
    email,
    subject: `Question ${email}`,
    message: 'When does admission open?',
    ...extra,
  })

  it('answers a filled honeypot like a sent message, and stores and mails nothing', async () => {
    const email = unique('bot')
    const answer = await sendContactMessage(IDLE, formData(message(email, { website: SPAM })))
    expect(answer).toEqual({
      status: 'success',
      values: IDLE.values,
      message: CONTACT_SUCCESS_MESSAGE,
    })
    expect(await contactMessagesFrom(email)).toBe(0)
    const mails = await mailsTo(OFFICE)
    expect(mails.some((mail) => mail.subject.includes(email))).toBe(false)
    expect(honeypotLines(info)).toEqual(['contact form'])
  })

  it('sends a person’s message, whose honeypot is empty', async () => {
    const email = unique('person')
    const answer = await sendContactMessage(IDLE, formData(message(email, { website: '' })))
    expect(answer.status).toBe('success')
    expect(await contactMessagesFrom(email)).toBe(1)
    expect(honeypotLines(info)).toEqual([])
  })

  it('gives the API the same answer either way, storing only the person’s message', async () => {
    const bot = unique('apibot')
    const person = unique('apiperson')
    const caught = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: message(bot, { website: SPAM }),
    })
    const sent = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: message(person),
    })
    expect(caught.status).toBe(200)
    expect(caught.body).toEqual(sent.body)
    expect(caught.body).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE })
    expect(await contactMessagesFrom(bot)).toBe(0)
    expect(await contactMessagesFrom(person)).toBe(1)
    expect(honeypotLines(info)).toEqual(['contact API'])
  })

  it('still counts a caught submission against the limits', async () => {
    const email = unique('flood')
    for (let i = 0; i < 5; i += 1) {
      const answer = await sendContactMessage(IDLE, formData(message(email, { website: SPAM })))
      expect(answer.status).toBe('success')
    }
    const refused = await sendContactMessage(IDLE, formData(message(email, { website: SPAM })))
    expect(refused).toMatchObject({ status: 'error', message: expect.stringContaining('Too many') })
  })
})

describe('event registration: the form and POST event-registration/store', () => {
  const IDLE: EventFormState = {
    status: 'idle',
    values: Object.fromEntries(EVENT_FORM_FIELDS.map((k) => [k, ''])) as EventFormValues,
  }
  const fields = (email: string): Record<string, string> => ({
    first_name: 'Nusrat',
    last_name: 'Jahan',
    email,
    phone: '01711000000',
    gender: 'Female',
    present_address: 'House 12, Road 3, Upashahar, Rajshahi',
    permanent_address: 'Village Charghat, Rajshahi',
    grade: '9',
    school: 'Padmapar Ideal School',
    participation: 'yes',
    terms: 'on',
  })

  it('answers a filled honeypot like a registration, and registers and mails nobody', async () => {
    const email = unique('eventbot')
    const data = formData({ ...fields(email), website: SPAM, event_id: String(eventId) })
    const answer = await registerForEventAction(IDLE, data)
    expect(answer).toMatchObject({ status: 'success', message: EVENT_REGISTRATION_SUCCESS })
    expect(await registrationsOf(email)).toBe(0)
    expect(await mailsTo(email)).toEqual([])
    expect(honeypotLines(info)).toEqual(['event registration'])
  })

  it('registers a person, whose honeypot is empty', async () => {
    const email = unique('eventperson')
    const answer = await registerForEventAction(
      IDLE,
      formData({ ...fields(email), website: '', event_id: String(eventId) }),
    )
    expect(answer.status).toBe('success')
    expect(await registrationsOf(email)).toBe(1)
  })

  it('gives the API a registration’s answer and shape, with nothing stored', async () => {
    const email = unique('eventapibot')
    const res = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: { ...fields(email), terms: true, event_id: eventId, website: SPAM },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      message: EVENT_REGISTRATION_SUCCESS,
      data: { id: expect.any(Number), event_id: eventId },
    })
    expect(await registrationsOf(email)).toBe(0)
    expect(await mailsTo(email)).toEqual([])
    expect(honeypotLines(info)).toEqual(['event-registration API'])
  })
})

describe('the other anonymous forms', () => {
  it('admission inquiry: a sent inquiry’s answer, nothing stored or mailed', async () => {
    const student = `Honeypot Student ${Date.now()}`
    const data = formData({
      student_name: student,
      class_sought: String(classId),
      guardian_name: 'A Guardian',
      phone: '01711234567',
      email: '',
      message: '',
      website: SPAM,
    })
    const idle = { status: 'idle', values: {} } as Parameters<typeof sendAdmissionInquiry>[0]
    expect(await sendAdmissionInquiry(idle, data)).toMatchObject({ status: 'success' })
    const { totalDocs } = await payload.count({
      collection: 'admission-inquiries',
      where: { student_name: { equals: student } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
    expect((await mailsTo(OFFICE)).some((mail) => mail.subject.includes(student))).toBe(false)
  })

  it('POST register: a new account’s 201 answer, and no account', async () => {
    const student = buildStudent({ email: unique('registerbot') })
    const res = await call(register, '/register', {
      method: 'POST',
      body: { ...student, phone: '01711000000', class: '9', role: 8, website: SPAM },
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      success: true,
      message: 'Student registered successfully.',
      data: {
        first_name: student.first_name,
        last_name: student.last_name,
        role: 8,
      },
    })
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: student.email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('POST forgot-password: the usual answer, and no e-mail', async () => {
    const email = unique('forgotbot')
    await payload.create({
      collection: 'users',
      data: buildStudent({ email }),
      overrideAccess: true,
      context: quiet,
    })
    const res = await call(forgotPassword, '/forgot-password', {
      method: 'POST',
      body: { email, website: SPAM },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, status: 200 })
    expect(await mailsTo(email)).toEqual([])
  })

  it('POST login: a wrong password’s 401 even with the right password, and no session', async () => {
    const email = unique('loginbot')
    await payload.create({
      collection: 'users',
      data: buildStudent({ email }),
      overrideAccess: true,
      context: quiet,
    })
    const res = await call(login, '/login', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD, website: SPAM },
    })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ success: false, message: 'Failed Login. Please try again.' })
    expect(res.headers.get('set-cookie')).toBeNull()
    const person = await call(login, '/login', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD },
    })
    expect(person.status).toBe(200)
  })
})
