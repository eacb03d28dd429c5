/**
 * The admin's Today panel against a real database: each queue counts and lists what waits for
 * the office, opening a contact message marks it read, and a payment decided on the panel goes
 * through the registration's own decision path (the member's e-mail) and leaves the queue.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  buildAdmin,
  buildAlumniRegistration,
  buildAlumniResource,
  buildClass,
  buildContactMessage,
  buildEvent,
  buildEventRegistration,
  buildNews,
  buildNotice,
  buildNoticeCategory,
  buildStudent,
} from '@seed/factories'
import { decisionEmail } from '@/features/payments/decision-email'
import {
  ALREADY_DECIDED,
  decideAlumniPayment,
  REASON_REQUIRED,
} from '@/features/alumni/decide-payment'
import { markContactMessageRead } from '@/features/contact/mark-read'
import { decidePaymentAction } from '@/features/today/actions'
import { getTodayOverview, listPaymentsToVerify } from '@/features/today/queries'
import { ConflictError, ForbiddenError, ValidationError } from '@/lib/errors'
import type { Admin, AlumniRegistration } from '@/payload-types'

import { mailsTo } from '../helpers/outbox'
import { login, testPayload } from '../helpers/payload'

/** The session the panel's server actions read from the request. */
const session = vi.hoisted(() => ({ token: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(session.token ? { authorization: `JWT ${session.token}` } : {}),
}))

const quiet = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000

let payload: Payload
let staff: Admin & { collection: 'admins' }
let network: number
let member: number
const jobs: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  const admin = await payload.create({
    collection: 'admins',
    data: buildAdmin({ roles: ['admin'] }),
    context: quiet,
  })
  staff = { ...admin, collection: 'admins' }
  session.token = (await login('admins', admin.email)).token
  network = (
    await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource(),
      context: quiet,
    })
  ).id
  member = (await payload.create({ collection: 'users', data: buildStudent(), context: quiet })).id
})

afterAll(async () => {
  // A pending scheduled publish would publish this file's draft during another file's job run.
  for (const id of jobs) await payload.delete({ collection: 'payload-jobs', id })
})

const pendingPayment = (name = 'Sadia Islam'): Promise<AlumniRegistration> =>
  payload.create({
    collection: 'alumni-registrations',
    data: buildAlumniRegistration(member, network, { name }),
    context: quiet,
  })

async function schoolName() {
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  return site.school_name || 'the school'
}

describe('the Today panel', () => {
  it('counts each queue and lists its newest items', async () => {
    const before = await getTodayOverview(staff, 'en')

    const payment = await pendingPayment()
    const message = await payload.create({
      collection: 'contact-messages',
      data: buildContactMessage({ subject: 'Bus route question' }),
    })
    const classSix = await payload.create({ collection: 'classes', data: buildClass() })
    const inquiry = await payload.create({
      collection: 'admission-inquiries',
      data: {
        student_name: 'Ayesha Rahman',
        class_sought: classSix.id,
        guardian_name: 'Karim Rahman',
        phone: '01711234567',
      },
    })
    const fullEvent = await payload.create({
      collection: 'events',
      data: buildEvent({ capacity: 10 }),
      context: quiet,
    })
    const halfEvent = await payload.create({
      collection: 'events',
      data: buildEvent({ capacity: 10 }),
      context: quiet,
    })
    for (let i = 0; i < 9; i++) {
      await payload.create({
        collection: 'event-registrations',
        data: buildEventRegistration(fullEvent.id),
        context: quiet,
      })
      if (i < 5) {
        await payload.create({
          collection: 'event-registrations',
          data: buildEventRegistration(halfEvent.id),
          context: quiet,
        })
      }
    }
    const category = await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory(),
      context: quiet,
    })
    const expiring = await payload.create({
      collection: 'notices',
      data: buildNotice(category.id, { expires_at: new Date(Date.now() + 3 * DAY).toISOString() }),
      context: quiet,
    })
    await payload.create({
      collection: 'notices',
      data: buildNotice(category.id, { expires_at: new Date(Date.now() + 30 * DAY).toISOString() }),
      context: quiet,
    })
    const draft = await payload.create({
      collection: 'news',
      data: buildNews({ _status: 'draft', title: 'Prize-giving day' }),
      draft: true,
      context: quiet,
    })
    const publishAt = new Date(Date.now() + 2 * DAY)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'news', value: draft.id },
        user: { relationTo: 'admins', value: staff.id },
      },
      waitUntil: publishAt,
    })
    jobs.push(Number(job.id))

    const after = await getTodayOverview(staff, 'en')
    expect(after.payments!.count).toBe(before.payments!.count + 1)
    expect(after.payments!.items[0]).toMatchObject({ id: payment.id, name: 'Sadia Islam' })
    expect(after.messages!.count).toBe(before.messages!.count + 1)
    expect(after.messages!.items[0]).toMatchObject({
      id: message.id,
      subject: 'Bus route question',
    })
    expect(after.inquiries!.count).toBe(before.inquiries!.count + 1)
    expect(after.inquiries!.items[0]).toMatchObject({ id: inquiry.id, student: 'Ayesha Rahman' })
    expect(after.events!.count).toBe(before.events!.count + 1)
    expect(after.events!.items.find((item) => item.id === fullEvent.id)).toMatchObject({
      registered: 9,
      capacity: 10,
      nearlyFull: true,
    })
    expect(after.expiringNotices!.count).toBe(before.expiringNotices!.count + 1)
    expect(after.expiringNotices!.items.map((item) => item.id)).toContain(expiring.id)
    expect(after.scheduled!.count).toBe(before.scheduled!.count + 1)
    expect(after.scheduled!.items).toContainEqual({
      collection: 'news',
      id: draft.id,
      title: 'Prize-giving day',
      publishAt: publishAt.toISOString(),
    })
    for (const queue of [after.payments, after.messages, after.inquiries, after.events]) {
      expect(queue!.items.length).toBeLessThanOrEqual(5)
    }
    expect(after.institution!.all).toBe(after.institution!.checks.length)
  })

  it('is for staff only', async () => {
    const student = await payload.findByID({ collection: 'users', id: member, depth: 0 })
    await expect(
      getTodayOverview({ ...student, collection: 'users' }, 'en'),
    ).rejects.toBeInstanceOf(ForbiddenError)
    await expect(getTodayOverview(null, 'en')).rejects.toBeInstanceOf(ForbiddenError)
  })
})

describe('opening a contact message', () => {
  it('marks an unread message read once, and leaves a replied one replied', async () => {
    const message = await payload.create({
      collection: 'contact-messages',
      data: buildContactMessage(),
    })
    const before = await getTodayOverview(staff, 'en')
    const updatedAt = await markContactMessageRead(message.id, staff)
    const read = await payload.findByID({ collection: 'contact-messages', id: message.id })
    expect(read.status).toBe('read')
    // The open form takes this as its own copy's time, so its check for changes made elsewhere
    // does not count the site's own change.
    expect(updatedAt).toBe(read.updatedAt)
    const after = await getTodayOverview(staff, 'en')
    expect(after.messages!.count).toBe(before.messages!.count - 1)
    expect(after.messages!.items.map((item) => item.id)).not.toContain(message.id)
    expect(await markContactMessageRead(message.id, staff)).toBeNull()

    const replied = await payload.create({
      collection: 'contact-messages',
      data: { ...buildContactMessage(), status: 'replied' },
    })
    expect(await markContactMessageRead(replied.id, staff)).toBeNull()
    const still = await payload.findByID({ collection: 'contact-messages', id: replied.id })
    expect(still.status).toBe('replied')
  })

  it('e-mails a reply written in the admin once, marks the message replied and keeps it as sent', async () => {
    const sender = buildContactMessage()
    const message = await payload.create({ collection: 'contact-messages', data: sender })
    const reply = `Dear ${sender.name},\nThe admission test is on 10 January. ${Date.now()}`
    const replied = await payload.update({
      collection: 'contact-messages',
      id: message.id,
      // What a request might add is not taken: the server records who replied and when.
      data: { reply: `  ${reply}  `, replied_at: '2001-01-01T00:00:00.000Z', replied_by: null },
      user: staff,
      overrideAccess: false,
    })
    expect(replied).toMatchObject({ reply, status: 'replied' })
    expect(Date.now() - new Date(replied.replied_at!).getTime()).toBeLessThan(60_000)
    expect(replied.replied_by).toMatchObject({ id: staff.id })

    const mails = (await mailsTo(sender.email)).filter((m) => m.text.includes(reply))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Re: ${sender.subject}`)
    // The staff's words come first, the sender's own message quoted under them.
    expect(mails[0]!.text.startsWith(reply)).toBe(true)
    expect(mails[0]!.text).toContain(`> ${sender.message.split('\n')[0]}`)

    // Saving again, or trying to change the sent reply, sends nothing and changes nothing.
    const again = await payload.update({
      collection: 'contact-messages',
      id: message.id,
      data: { reply: 'Something else', status: 'read' },
      user: staff,
      overrideAccess: false,
    })
    expect(again).toMatchObject({ reply, replied_at: replied.replied_at, status: 'read' })
    expect((await mailsTo(sender.email)).filter((m) => m.subject.startsWith('Re:'))).toHaveLength(1)
  })

  it('takes no reply from the sender of a message', async () => {
    const sent = await payload.create({
      collection: 'contact-messages',
      data: { ...buildContactMessage(), reply: 'Approved, come tomorrow.' },
      overrideAccess: false,
    })
    expect(sent.reply ?? null).toBeNull()
  })

  it('sends nothing for an empty reply', async () => {
    const sender = buildContactMessage()
    const message = await payload.create({ collection: 'contact-messages', data: sender })
    const saved = await payload.update({
      collection: 'contact-messages',
      id: message.id,
      data: { reply: '   ', status: 'read' },
      user: staff,
      overrideAccess: false,
    })
    expect(saved).toMatchObject({ reply: null, replied_at: null, status: 'read' })
    expect(await mailsTo(sender.email)).toHaveLength(0)
  })

  it('is refused to anyone but staff', async () => {
    const message = await payload.create({
      collection: 'contact-messages',
      data: buildContactMessage(),
    })
    await expect(markContactMessageRead(message.id, null)).rejects.toBeInstanceOf(ForbiddenError)
    const unchanged = await payload.findByID({ collection: 'contact-messages', id: message.id })
    expect(unchanged.status).toBe('unread')
  })
})

describe('deciding a payment on the panel', () => {
  it('approves through the decision path: the e-mail shown is sent and the payment leaves the queue', async () => {
    const payment = await pendingPayment('Tanvir Ahmed')
    const shown = decisionEmail(
      { ...payment, status: 'approved', decision_note: null },
      await schoolName(),
    )

    expect(await decidePaymentAction({ id: payment.id, decision: 'approved' })).toEqual({
      status: 'done',
    })

    const mails = await mailsTo(payment.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ subject: shown.subject, text: shown.text })
    const stored = await payload.findByID({
      collection: 'alumni-registrations',
      id: payment.id,
      depth: 0,
    })
    expect(stored).toMatchObject({ status: 'approved', verified_by: staff.id })
    const queue = await listPaymentsToVerify(payload, staff)
    expect(queue.items.map((item) => item.id)).not.toContain(payment.id)

    await expect(
      decideAlumniPayment({ id: payment.id, decision: 'rejected', reason: 'Late' }, staff),
    ).rejects.toBeInstanceOf(ConflictError)
    expect(await decidePaymentAction({ id: payment.id, decision: 'approved' })).toMatchObject({
      status: 'error',
      en: ALREADY_DECIDED,
    })
    expect(await mailsTo(payment.email)).toHaveLength(1)
  })

  it('refuses a rejection without a reason, and sends the reason given', async () => {
    const payment = await pendingPayment()
    for (const reason of [undefined, '', '   ']) {
      const refused = decideAlumniPayment({ id: payment.id, decision: 'rejected', reason }, staff)
      await expect(refused).rejects.toBeInstanceOf(ValidationError)
      await expect(refused).rejects.toMatchObject({ errors: { reason: [REASON_REQUIRED] } })
    }
    expect(await decidePaymentAction({ id: payment.id, decision: 'rejected' })).toEqual({
      status: 'error',
      en: REASON_REQUIRED,
      bn: expect.stringContaining('কেন বাতিল'),
    })
    const pending = await payload.findByID({ collection: 'alumni-registrations', id: payment.id })
    expect(pending.status).toBe('pending')
    expect(await mailsTo(payment.email)).toHaveLength(0)

    const reason = 'No payment with this transaction id was found.'
    await decideAlumniPayment({ id: payment.id, decision: 'rejected', reason }, staff)
    const [mail] = await mailsTo(payment.email)
    expect(mail?.text).toContain(`Reason: ${reason}`)
    const queue = await listPaymentsToVerify(payload, staff)
    expect(queue.items.map((item) => item.id)).not.toContain(payment.id)
  })

  it('is refused without a staff session', async () => {
    const payment = await pendingPayment()
    const token = session.token
    session.token = ''
    try {
      expect(await decidePaymentAction({ id: payment.id, decision: 'approved' })).toMatchObject({
        status: 'error',
        en: 'Only signed-in staff can approve or reject payments.',
      })
    } finally {
      session.token = token
    }
    const pending = await payload.findByID({ collection: 'alumni-registrations', id: payment.id })
    expect(pending.status).toBe('pending')
  })
})
