/**
 * The /admission page against a real database: an inquiry is checked, stored as New whatever
 * the form sends, e-mailed to the office (a failed e-mail loses nothing) and limited per visitor
 * address; the page lists only upcoming admission dates and published admission notices.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildClass } from '@seed/factories'
import { sendAdmissionInquiry } from '@/features/admission/actions'
import { EMPTY_INQUIRY, type AdmissionInquiryValues } from '@/features/admission/form-fields'
import {
  listLatestAdmissionNotices,
  listUpcomingAdmissionDates,
} from '@/features/admission/queries'
import { ADMISSION_INQUIRY_SUCCESS } from '@/features/admission/store-inquiry'
import { API_LIMIT_SETTINGS } from '@/lib/api-rate-limits'
import type { FormState } from '@/lib/form-state'

import { mailsTo, type OutboxMail } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'

/** The visitor address the action reads from the request headers. */
const visitor = vi.hoisted(() => ({ address: '203.0.113.10', locale: 'en' }))
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ 'x-socket-address': visitor.address, 'x-next-intl-locale': visitor.locale }),
}))

const OFFICE = 'admission.office@example.com'
const quiet = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000

let payload: Payload
let classSix: { id: number; name: string }

const IDLE: FormState<AdmissionInquiryValues> = { status: 'idle', values: EMPTY_INQUIRY }

let n = 0
/** A filled form as the browser sends it; `extra` adds fields a tampered request might carry. */
function form(overrides: Partial<AdmissionInquiryValues> = {}, extra: Record<string, string> = {}) {
  const data = new FormData()
  const values: AdmissionInquiryValues = {
    student_name: `Ayesha Rahman ${Date.now()}-${++n}`,
    class_sought: String(classSix.id),
    guardian_name: 'Karim Rahman',
    phone: '০১৭১১-২৩৪৫৬৭',
    email: 'karim.rahman@example.com',
    message: 'Is there a school bus from Jatrabari?',
    ...overrides,
  }
  for (const [key, value] of Object.entries({ ...values, ...extra })) data.set(key, value)
  return { data, values }
}

const send = (data: FormData) => sendAdmissionInquiry(IDLE, data)

async function storedFor(studentName: string) {
  const { docs } = await payload.find({
    collection: 'admission-inquiries',
    where: { student_name: { equals: studentName } },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  const created = await payload.create({
    collection: 'classes',
    data: buildClass({
      name: `Class Six ${Date.now()}`,
      requiredments: [{ value: 'Birth registration certificate' }],
    }),
    context: quiet,
  })
  classSix = { id: created.id, name: created.name }
  await payload.updateGlobal({
    slug: 'site',
    data: { application_email: OFFICE },
    context: quiet,
  })
})

beforeEach(async () => {
  await resetApiRateLimits()
  visitor.address = `203.0.113.${10 + n}`
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the admission inquiry form', () => {
  it('stores the inquiry as New, even when the request tries to set its status', async () => {
    const { data, values } = form({}, { status: 'closed' })
    const answer = await send(data)
    expect(answer).toEqual({
      status: 'success',
      values: IDLE.values,
      message: ADMISSION_INQUIRY_SUCCESS,
    })
    expect(ADMISSION_INQUIRY_SUCCESS).toBe(
      'Thank you! Your inquiry has been received. The admission office will contact you soon.',
    )
    const [stored, ...more] = await storedFor(values.student_name)
    expect(more).toHaveLength(0)
    expect(stored).toMatchObject({
      student_name: values.student_name,
      class_sought: classSix.id,
      guardian_name: 'Karim Rahman',
      phone: '+8801711234567',
      email: 'karim.rahman@example.com',
      message: 'Is there a school bus from Jatrabari?',
      status: 'new',
    })
  })

  it('refuses a status set by a visitor at the collection too', async () => {
    const doc = await payload.create({
      collection: 'admission-inquiries',
      data: {
        student_name: 'Direct Visitor',
        class_sought: classSix.id,
        guardian_name: 'A Guardian',
        phone: '+8801811000000',
        status: 'closed',
      },
      overrideAccess: false,
    })
    const stored = await payload.findByID({
      collection: 'admission-inquiries',
      id: doc.id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('new')
  })

  it('e-mails the office the details, replying to the guardian', async () => {
    const { data, values } = form()
    expect((await send(data)).status).toBe('success')
    const mails = (await mailsTo(OFFICE)) as (OutboxMail & { replyTo?: string })[]
    const mail = mails.find((m) => m.subject.includes(values.student_name))
    expect(mail?.subject).toBe(`Admission inquiry: ${values.student_name} for ${classSix.name}`)
    expect(mail?.replyTo).toBe('karim.rahman@example.com')
    // Bangla first, for the office, then the English.
    expect(mail?.text).toContain('অভিভাবক: Karim Rahman')
    expect(mail?.text?.indexOf('অভিভাবক: Karim Rahman')).toBeLessThan(
      mail?.text?.indexOf('Guardian: Karim Rahman') ?? -1,
    )
    expect(mail?.text).toContain('Guardian: Karim Rahman')
    expect(mail?.text).toContain('Phone: +8801711234567')
    expect(mail?.text).toContain('Is there a school bus from Jatrabari?')
    const [stored] = await storedFor(values.student_name)
    expect(mail?.text).toContain(`/admin/collections/admission-inquiries/${stored?.id}`)
  })

  it('sends without an e-mail address or message, and then has no reply-to', async () => {
    const { data, values } = form({ email: '', message: '' })
    expect((await send(data)).status).toBe('success')
    const [stored] = await storedFor(values.student_name)
    expect(stored?.email ?? null).toBeNull()
    expect(stored?.message ?? null).toBeNull()
    const mail = ((await mailsTo(OFFICE)) as (OutboxMail & { replyTo?: string })[]).find((m) =>
      m.subject.includes(values.student_name),
    )
    expect(mail).toBeDefined()
    expect(mail?.replyTo).toBeUndefined()
    expect(mail?.text).toContain('Email: Not given')
  })

  it('keeps the inquiry when the e-mail cannot be sent', async () => {
    const error = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP is down'))
    const { data, values } = form()
    expect((await send(data)).status).toBe('success')
    expect(await storedFor(values.student_name)).toHaveLength(1)
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        msg: 'Could not e-mail the office about an admission inquiry',
      }),
    )
  })

  it('answers missing and malformed fields with their messages, keeping what was typed', async () => {
    const empty = new FormData()
    expect(await send(empty)).toEqual({
      status: 'invalid',
      values: IDLE.values,
      errors: {
        student_name: 'Student name is required.',
        class_sought: 'Please select a class.',
        guardian_name: 'Guardian name is required.',
        phone: 'Phone number is required.',
      },
    })
    const { data, values } = form({
      phone: '12345',
      email: 'karim@example',
      message: 'x'.repeat(1001),
    })
    const answer = await send(data)
    expect(answer).toEqual({
      status: 'invalid',
      values,
      errors: {
        phone: 'Please enter a valid phone number.',
        email: 'Please enter a valid email address.',
        message: 'Message must be at most 1000 characters.',
      },
    })
    expect(await storedFor(values.student_name)).toHaveLength(0)
  })

  it('answers a form sent from a Bangla page in Bangla, so a page without JavaScript reads it', async () => {
    visitor.locale = 'bn'
    try {
      const { data, values } = form({ phone: '12345', class_sought: '' })
      expect(await send(data)).toEqual({
        status: 'invalid',
        values,
        errors: {
          phone: 'অনুগ্রহ করে একটি সঠিক ফোন নম্বর লিখুন।',
          class_sought: 'অনুগ্রহ করে একটি শ্রেণি বেছে নিন।',
        },
      })
      expect(await storedFor(values.student_name)).toHaveLength(0)
    } finally {
      visitor.locale = 'en'
    }
  })

  it('refuses a class that does not exist', async () => {
    const { data, values } = form({ class_sought: '987654' })
    expect(await send(data)).toEqual({
      status: 'invalid',
      values,
      errors: { class_sought: 'Please select a class.' },
    })
    expect(await storedFor(values.student_name)).toHaveLength(0)
  })

  it("takes an address's inquiries up to its limit in ten minutes, then asks to wait", async () => {
    visitor.address = '198.51.100.200'
    const { limit } = API_LIMIT_SETTINGS.admissionInquiryByAddress
    for (let i = 0; i < limit; i += 1) expect((await send(form().data)).status).toBe('success')
    const { data, values } = form()
    expect(await send(data)).toEqual({
      status: 'error',
      values,
      message: 'Too many requests. Please wait a little and try again.',
    })
    expect(await storedFor(values.student_name)).toHaveLength(0)
    visitor.address = '198.51.100.201'
    expect((await send(form().data)).status).toBe('success')
  })
})

describe('the admission page lists', () => {
  it('admission dates from today on, soonest first, periods until their last day', async () => {
    const now = new Date()
    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString()
    const stamp = Date.now()
    const entry = (title: string, start: number, end?: number, kind = 'Admission' as const) =>
      payload.create({
        collection: 'calendar-entries',
        data: {
          title: `${title} ${stamp}`,
          kind,
          start_date: at(start),
          end_date: end === undefined ? null : at(end),
        },
        context: quiet,
      })
    await entry('Form sale ended', -20, -10)
    await entry('Admission test held', -3)
    await entry('Lottery', 30)
    await entry('Form sale', -5, 5)
    await entry('Classes begin', 2)
    await payload.create({
      collection: 'calendar-entries',
      data: { title: `Half-yearly exams ${stamp}`, kind: 'Exam', start_date: at(3) },
      context: quiet,
    })
    const dates = await listUpcomingAdmissionDates(now)
    const mine = dates.map((d) => d.title).filter((title) => title.endsWith(String(stamp)))
    expect(mine).toEqual([`Form sale ${stamp}`, `Classes begin ${stamp}`, `Lottery ${stamp}`])
  })

  it('the five newest published admission notices and the category to see them all', async () => {
    const existing = await payload.find({
      collection: 'notice-categories',
      where: { name: { equals: 'Admission' } },
      limit: 1,
      overrideAccess: true,
    })
    const admission =
      existing.docs[0] ??
      (await payload.create({
        collection: 'notice-categories',
        data: { name: 'Admission' },
        context: quiet,
      }))
    const exams = await payload.create({
      collection: 'notice-categories',
      data: { name: `Exams ${Date.now()}` },
      context: quiet,
    })
    const stamp = Date.now()
    // Far-future publish dates put these notices above anything else in the database.
    const notice = (title: string, years: number, category: number, draft = false) =>
      payload.create({
        collection: 'notices',
        data: {
          title: `${title} ${stamp}`,
          category,
          publish_date: new Date(Date.UTC(2090 + years, 0, 1)).toISOString(),
          _status: draft ? 'draft' : 'published',
        },
        draft,
        context: quiet,
      })
    for (let i = 1; i <= 6; i += 1) await notice(`Admission notice ${i}`, i, admission.id)
    await notice('Draft admission notice', 9, admission.id, true)
    await notice('Exam routine', 8, exams.id)

    const { notices, categoryId } = await listLatestAdmissionNotices()
    expect(categoryId).toBe(admission.id)
    expect(notices.map((item) => item.title)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `Admission notice ${i} ${stamp}`),
    )
  })
})
