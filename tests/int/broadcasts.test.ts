/**
 * Broadcasts through a fake bulk-SMS gateway: who is reached (consent, class, opt-outs, bad
 * numbers), how failures are retried and reported, quiet hours, and the outbox adapter.
 */
import { readdir, readFile } from 'node:fs/promises'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import config from '@payload-config'
import { _internal_jobSystemGlobals, handleEndpoints, type Payload } from 'payload'

import {
  buildAdmin,
  buildBroadcast,
  buildNotice,
  buildNoticeCategory,
  buildStudent,
} from '@seed/factories'
import { consentedNumber } from '@/collections/Users/hooks/confirm-guardian-phone'
import { ROLE, SCHOOL_TIME_ZONE } from '@/lib/constants'
import { smsOutboxProvider } from '@/lib/sms/outbox-provider'
import { measureSms } from '@/lib/sms/segments'
import { SAMPLE_NUMBER, withStopLink } from '@/lib/sms/stop-link'
import type { BroadcastPlan } from '@/features/broadcasts/plan-endpoint'
import type { Broadcast } from '@/payload-types'

import { mailsTo } from '../helpers/outbox'
import { login, rest, SERVER, testPayload } from '../helpers/payload'

// The gateway must be listening before the app reads its settings from the environment.
const gateway = await vi.hoisted(async () => {
  const { useFakeSmsGateway } = await import('../helpers/fake-sms-gateway')
  return useFakeSmsGateway({
    SMS_SENDER_ID: '8809601000000',
    SMS_TIMEOUT_MS: '2000',
    SMS_RATE_PER_SECOND: '200',
    SMS_MAX_ATTEMPTS: '3',
    SMS_RETRY_DELAY_MS: '1000',
  })
})

/** An instant in Dhaka time (UTC+6). */
const dhaka = (local: string) => new Date(`${local}+06:00`)
/** The job system's clock, which the sending job also reads. */
const setClock = (at: Date) => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(at)
}
const DAY = '2030-03-10'

let payload: Payload
let staff: string

beforeAll(async () => {
  payload = await testPayload()
  const editor = await payload.create({
    collection: 'admins',
    data: buildAdmin({ roles: ['communications'] }),
  })
  staff = (await login('admins', editor.email)).token
})

beforeEach(() => setClock(dhaka(`${DAY}T11:00:00`)))

afterAll(async () => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  await gateway.close()
})

/** A student whose guardian's number the office confirmed (`confirmed: false`: as the student typed it). */
const guardian = (
  overrides: Parameters<typeof buildStudent>[0],
  { confirmed = true }: { confirmed?: boolean } = {},
) => {
  const data = buildStudent(overrides)
  return payload.create({
    collection: 'users',
    data: { ...data, guardian_sms_confirmed: confirmed ? consentedNumber(data) : null },
    context: { disableRevalidate: true },
  })
}

const runJobs = () => payload.jobs.run({ limit: 100, sequential: true, silent: true })

/** A broadcast's recipients in order of their numbers. */
const rowsOf = async (broadcast: number) =>
  (
    await payload.find({
      collection: 'broadcast-recipients',
      where: { broadcast: { equals: broadcast } },
      pagination: false,
      sort: 'to',
      depth: 0,
    })
  ).docs

const broadcastNow = (id: number) =>
  payload.findByID({ collection: 'broadcasts', id, depth: 0 }) as Promise<Broadcast>

describe('a broadcast to a class', () => {
  it('reaches exactly the consenting guardians of that class, by SMS and e-mail', async () => {
    const reached = await guardian({
      student_class: '7',
      broadcast_consent: 'father',
      father_phone: '০১৭১১-০০০০০১',
    })
    await guardian({
      student_class: '7',
      broadcast_consent: 'mother',
      father_phone: '01711000099',
      mother_phone: '+880 1811 000002',
    })
    const silent = await guardian({ student_class: '7', father_phone: '01911000003' })
    await guardian({ student_class: '7', broadcast_consent: 'father', father_phone: '01211000004' })
    await guardian({
      student_class: '7',
      broadcast_consent: 'local_guardian',
      local_guardian_phone: '01511000005',
    })
    await guardian({ student_class: '6', broadcast_consent: 'father', father_phone: '01611000006' })
    await payload.create({
      collection: 'sms-opt-outs',
      data: { phone: '০১৫১১০০০০০৫', note: 'By phone' },
    })
    expect(
      (
        await payload.find({
          collection: 'sms-opt-outs',
          where: { phone: { equals: '8801511000005' } },
        })
      ).totalDocs,
    ).toBe(1)

    // Nobody but staff sees or writes broadcasts through REST.
    expect((await rest('GET', '/broadcasts')).status).toBe(403)
    const draft = await rest<{ doc: Broadcast }>('POST', '/broadcasts', {
      token: staff,
      body: buildBroadcast({ class_name: '7', channels: ['sms', 'email'] }),
    })
    expect(draft.status).toBe(201)
    const text = buildBroadcast().text
    expect(measureSms(text).parts).toBe(1)
    // Counted as the phones receive it, with the link that stops the school's SMS.
    const parts = measureSms(withStopLink(text, SAMPLE_NUMBER)).parts
    expect(parts).toBe(2)
    expect(draft.body.doc).toMatchObject({
      status: 'draft',
      recipients: 2,
      email_recipients: 4,
      invalid_numbers: 1,
      opted_out: 1,
      encoding: 'UCS-2',
      parts_per_message: parts,
      total_parts: 2 * parts,
      estimated_cost: 0.35 * 2 * parts,
    })
    expect(gateway.requests).toHaveLength(0)

    // The panel's live summary counts the form as it stands, with the families left out.
    const form = { audience: 'class', class_name: '7', channels: ['sms', 'email'], text }
    const plan = await rest<BroadcastPlan>('POST', '/broadcasts/plan', { token: staff, body: form })
    expect(plan.status).toBe(200)
    // Other files' students of class 7 share the database: those without consent are counted too.
    const withoutConsent = await payload.count({
      collection: 'users',
      where: {
        and: [
          { role: { equals: ROLE.student } },
          { student_class: { equals: '7' } },
          { broadcast_consent: { exists: false } },
        ],
      },
    })
    expect(withoutConsent.totalDocs).toBeGreaterThanOrEqual(1)
    expect(plan.body).toMatchObject({
      recipients: 2,
      email_recipients: 4,
      invalid_numbers: 1,
      opted_out: 1,
      no_consent: withoutConsent.totalDocs,
      total_parts: 2 * parts,
      listed: 7,
    })
    expect(plan.body.shown.map((r) => r.to)).toContain('8801711000001')
    expect((await rest('POST', '/broadcasts/plan', { body: form })).status).toBe(403)
    const odd = await rest('POST', '/broadcasts/plan', {
      token: staff,
      body: { ...form, audience: 'everyone', event: 99_999_999_999 },
    })
    expect(odd.status).toBe(400)
    expect(gateway.requests).toHaveLength(0)

    const send = await rest<{ doc: Broadcast }>('PATCH', `/broadcasts/${draft.body.doc.id}`, {
      token: staff,
      body: { status: 'scheduled' },
    })
    expect(send.status).toBe(200)
    await runJobs()

    expect(
      gateway
        .accepted()
        .map((r) => r.number)
        .sort(),
    ).toEqual(['8801711000001', '8801811000002'])
    // Each with the link that stops the school's SMS to that number.
    expect(gateway.accepted().every((r) => r.message === withStopLink(text, r.number))).toBe(true)
    const rows = await rowsOf(draft.body.doc.id)
    const sms = rows.filter((r) => r.channel === 'sms')
    expect(sms.map((r) => [r.to, r.status, r.attempts]).sort()).toEqual([
      ['01211000004', 'failed', 0],
      ['8801711000001', 'sent', 1],
      ['8801811000002', 'sent', 1],
    ])
    expect(sms.find((r) => r.status === 'failed')?.reason).toMatch(/No mobile operator/)
    expect(await broadcastNow(draft.body.doc.id)).toMatchObject({
      status: 'sent',
      sent_count: 6,
      failed_count: 1,
      queued_count: 0,
    })
    expect(await mailsTo(reached.email)).toEqual([
      expect.objectContaining({ subject: draft.body.doc.title, text }),
    ])
    expect(await mailsTo(silent.email)).toEqual([])

    // Once sent, it no longer changes.
    const late = await rest('PATCH', `/broadcasts/${draft.body.doc.id}`, {
      token: staff,
      body: { text: 'Changed' },
    })
    expect(late.status).toBe(400)
    // Deleting it takes its recipients' statuses with it.
    const gone = await rest('DELETE', `/broadcasts/${draft.body.doc.id}`, { token: staff })
    expect(gone.status).toBe(200)
    expect(await rowsOf(draft.body.doc.id)).toEqual([])
  })

  it('reaches only the chosen section when one is given', async () => {
    await guardian({
      student_class: '3',
      section: 'A',
      broadcast_consent: 'father',
      father_phone: '01311000031',
    })
    await guardian({
      student_class: '3',
      section: 'B',
      broadcast_consent: 'father',
      father_phone: '01311000032',
    })
    const doc = await payload.create({
      collection: 'broadcasts',
      data: buildBroadcast({ audience: 'class-section', class_name: '3', section: 'B' }),
    })
    expect(doc.recipients).toBe(1)
  })
})

describe('Send pressed twice', () => {
  it('sends each recipient one message, from two presses at once and two jobs in one pass', async () => {
    const numbers = ['8801711000081', '8801711000082', '8801711000083']
    const students = []
    for (const number of numbers)
      students.push(
        await guardian({
          student_class: '9',
          broadcast_consent: 'father',
          father_phone: `0${number.slice(3)}`,
        }),
      )
    const draft = await payload.create({
      collection: 'broadcasts',
      data: buildBroadcast({ class_name: '9', channels: ['sms', 'email'] }),
    })
    const presses = await Promise.all(
      [1, 2].map(() =>
        rest('PATCH', `/broadcasts/${draft.id}`, { token: staff, body: { status: 'scheduled' } }),
      ),
    )
    // The second press either finds it sent already (nothing more to do) or loses the race (409).
    expect(presses.map((p) => p.status).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 200 && [200, 409].includes(statuses[1]),
    )
    // Another job for the same send, as a second server or an earlier press would leave.
    await payload.jobs.queue({
      task: 'sendBroadcast',
      input: { broadcast: draft.id, send_at: null },
    })
    const jobs = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'sendBroadcast' } }, { completedAt: { exists: false } }],
      },
    })
    expect(jobs.totalDocs).toBeGreaterThanOrEqual(2)

    // Not sequential: the runner starts every due job at once, as it does in production.
    await payload.jobs.run({ limit: 100, silent: true })
    await runJobs()

    expect(
      gateway.requests
        .map((r) => r.number)
        .filter((n) => numbers.includes(n))
        .sort(),
    ).toEqual(numbers)
    const rows = await rowsOf(draft.id)
    expect(rows).toHaveLength(numbers.length * 2)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    for (const student of students) expect(await mailsTo(student.email)).toHaveLength(1)
    expect(await broadcastNow(draft.id)).toMatchObject({
      channels: ['sms', 'email'],
      status: 'sent',
      sent_count: numbers.length * 2,
      queued_count: 0,
    })
  })

  it('tries a waiting message once when two jobs go over the same broadcast', async () => {
    const number = '8801711000091'
    await guardian({ student_class: '8', broadcast_consent: 'mother', mother_phone: '01711000091' })
    gateway.script(number, 'error', 'ok')
    const doc = await payload.create({
      collection: 'broadcasts',
      data: buildBroadcast({ class_name: '8', status: 'scheduled' }),
    })
    await runJobs()
    expect((await rowsOf(doc.id)).map((r) => [r.status, r.attempts])).toEqual([['queued', 1]])
    // Beside the job the retry queued, a second one, as another runner would pick up.
    await payload.jobs.queue({ task: 'sendBroadcast', input: { broadcast: doc.id, send_at: null } })
    setClock(new Date(dhaka(`${DAY}T11:00:00`).getTime() + 1500))
    await payload.jobs.run({ limit: 100, silent: true })

    expect(gateway.requests.filter((r) => r.number === number).map((r) => r.answer)).toEqual([
      'error',
      'ok',
    ])
    expect((await rowsOf(doc.id)).map((r) => [r.status, r.attempts])).toEqual([['sent', 2]])
  })
})

/** Posts the admin's "send to guardians" form of a notice or an alert. */
const draftFrom = (from: 'notice' | 'alert', id: number, token?: string) => {
  const form = new FormData()
  form.set(from, String(id))
  return handleEndpoints({
    config,
    request: new Request(`${SERVER}/api/broadcasts/from-${from}`, {
      method: 'POST',
      headers: { origin: SERVER, ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: form,
    }),
  })
}

/** The id of the draft broadcast an answer opens. */
const openedDraft = (answer: Response) => {
  expect(answer.status).toBe(303)
  return Number(
    answer.headers.get('location')?.match(/\/admin\/collections\/broadcasts\/(\d+)$/)?.[1],
  )
}

describe('a notice', () => {
  it('becomes a draft to all guardians with "Send to guardians"', async () => {
    const category = await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory(),
      context: { disableRevalidate: true },
    })
    const notice = await payload.create({
      collection: 'notices',
      data: buildNotice(category.id, { title: 'Half-yearly exam routine' }),
      context: { disableRevalidate: true },
    })
    expect((await draftFrom('notice', notice.id)).status).toBe(403)
    const id = await openedDraft(await draftFrom('notice', notice.id, staff))
    expect(await broadcastNow(id)).toMatchObject({
      title: 'Half-yearly exam routine',
      audience: 'guardians',
      channels: ['sms'],
      status: 'draft',
      notice: notice.id,
      text: expect.stringContaining(`/notices/${notice.id}`),
    })
  })
})

describe('a site alert', () => {
  it('becomes an urgent draft in both languages with "Also send as SMS/e-mail"', async () => {
    await guardian({ student_class: '2', broadcast_consent: 'father', father_phone: '01711000101' })
    const alert = await payload.create({
      collection: 'alerts',
      data: {
        message: 'School closed tomorrow for the storm.',
        level: 'danger',
        until: new Date(Date.now() + 86_400_000).toISOString(),
        until_tz: SCHOOL_TIME_ZONE,
      },
      locale: 'en',
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'alerts',
      id: alert.id,
      data: { message: 'ঝড়ের কারণে আগামীকাল বিদ্যালয় বন্ধ।' },
      locale: 'bn',
      context: { disableRevalidate: true },
    })
    expect((await draftFrom('alert', alert.id)).status).toBe(403)
    expect((await draftFrom('alert', 999_999, staff)).status).toBe(404)
    const id = await openedDraft(await draftFrom('alert', alert.id, staff))
    const draft = await broadcastNow(id)
    expect(draft).toMatchObject({
      title: 'Site alert: School closed tomorrow for the storm.',
      text: 'ঝড়ের কারণে আগামীকাল বিদ্যালয় বন্ধ।\nSchool closed tomorrow for the storm.',
      audience: 'guardians',
      channels: ['sms', 'email'],
      urgent: true,
      status: 'draft',
      encoding: 'UCS-2',
    })
    // Counted like any draft, so staff see recipients, parts and cost before choosing Send.
    expect(draft.recipients).toBeGreaterThanOrEqual(1)
    expect(draft.parts_per_message).toBe(measureSms(withStopLink(draft.text, SAMPLE_NUMBER)).parts)
    expect(draft.total_parts).toBe((draft.parts_per_message ?? 0) * (draft.recipients ?? 0))
    expect(gateway.requests.filter((r) => r.message === draft.text)).toHaveLength(0)

    // Urgent: chosen at 23:00, it goes out at once instead of waiting for the morning.
    setClock(dhaka(`${DAY}T23:00:00`))
    await payload.update({ collection: 'broadcasts', id, data: { status: 'scheduled' } })
    await runJobs()
    expect(gateway.accepted().filter((r) => r.number === '8801711000101')).toEqual([
      expect.objectContaining({ message: withStopLink(draft.text, '8801711000101') }),
    ])
  })
})

describe('failures', () => {
  it('are retried with growing waits, and reported with the reason when they last', async () => {
    const numbers = ['8801711000051', '8801711000052', '8801711000053', '8801711000054']
    for (const number of numbers)
      await guardian({
        student_class: '5',
        broadcast_consent: 'father',
        father_phone: `0${number.slice(3)}`,
      })
    gateway.script(numbers[0], 'error', 'ok')
    gateway.script(numbers[1], 'timeout', 'ok')
    gateway.script(numbers[2], 'reject')
    gateway.script(numbers[3], 'error', 'error', 'error')

    const doc = await payload.create({
      collection: 'broadcasts',
      data: buildBroadcast({ class_name: '5', status: 'scheduled' }),
    })
    const start = dhaka(`${DAY}T11:00:00`).getTime()
    await runJobs()
    let rows = await rowsOf(doc.id)
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
      ['failed', 1],
      ['queued', 1],
    ])
    expect(rows[0].reason).toBe('Gateway busy or failing (HTTP 503)')
    expect(rows[1].reason).toBe('No answer from the gateway within 2 s')
    expect(rows[2].reason).toBe('Invalid Number')
    expect(new Date(rows[0].next_try_at as string).getTime()).toBe(start + 1000)
    expect(await broadcastNow(doc.id)).toMatchObject({
      status: 'sending',
      queued_count: 3,
      failed_count: 1,
    })

    // Before the wait is over nothing is tried again.
    setClock(new Date(start + 500))
    await runJobs()
    expect(gateway.requests.filter((r) => numbers.includes(r.number))).toHaveLength(4)

    setClock(new Date(start + 1500))
    await runJobs()
    rows = await rowsOf(doc.id)
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['failed', 1],
      ['queued', 2],
    ])
    // The second wait is twice the first.
    expect(new Date(rows[3].next_try_at as string).getTime()).toBe(start + 1500 + 2000)

    setClock(new Date(start + 4000))
    await runJobs()
    rows = await rowsOf(doc.id)
    expect(rows[3]).toMatchObject({
      status: 'failed',
      attempts: 3,
      reason: 'Gateway busy or failing (HTTP 503)',
    })
    expect(await broadcastNow(doc.id)).toMatchObject({
      status: 'sent',
      sent_count: 2,
      failed_count: 2,
      queued_count: 0,
    })
    expect(gateway.accepted().filter((r) => numbers.includes(r.number))).toHaveLength(2)
  })
})

describe('quiet hours', () => {
  it('hold a non-urgent SMS sent at 22:00 until 08:00, and let an urgent one go', async () => {
    await guardian({ student_class: '4', broadcast_consent: 'mother', mother_phone: '01411000041' })
    const ofClass4 = () => gateway.accepted().filter((r) => r.number === '8801411000041')
    setClock(dhaka(`${DAY}T22:00:00`))
    const calm = await payload.create({
      collection: 'broadcasts',
      data: buildBroadcast({
        class_name: '4',
        text: 'Sports day moved to Sunday.',
        status: 'scheduled',
      }),
    })
    await runJobs()
    expect(ofClass4()).toHaveLength(0)
    // Staff see why the SMS wait, and until when.
    expect(await broadcastNow(calm.id)).toMatchObject({
      status: 'sending',
      queued_count: 1,
      held_reason: 'quiet_hours',
      held_until: dhaka('2030-03-11T08:00:00').toISOString(),
    })
    const held = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'sendBroadcast' } }, { completedAt: { exists: false } }],
      },
      depth: 0,
    })
    // Only this broadcast's job: other files' broadcasts may have jobs waiting in the shared database.
    const ofCalm = held.docs.filter(
      (job) => (job.input as { broadcast?: number }).broadcast === calm.id,
    )
    expect(ofCalm.map((job) => job.waitUntil)).toEqual([dhaka('2030-03-11T08:00:00').toISOString()])

    const urgent = await payload.create({
      collection: 'broadcasts',
      data: buildBroadcast({
        class_name: '4',
        text: 'School closed tomorrow.',
        urgent: true,
        status: 'scheduled',
      }),
    })
    await runJobs()
    expect(ofClass4().map((r) => r.message.split('\n')[0])).toEqual(['School closed tomorrow.'])
    expect((await broadcastNow(urgent.id)).status).toBe('sent')

    setClock(dhaka('2030-03-11T07:59:00'))
    await runJobs()
    expect(ofClass4()).toHaveLength(1)

    setClock(dhaka('2030-03-11T08:00:01'))
    await runJobs()
    expect(ofClass4().map((r) => r.message.split('\n')[0])).toEqual([
      'School closed tomorrow.',
      'Sports day moved to Sunday.',
    ])
    expect(await broadcastNow(calm.id)).toMatchObject({
      status: 'sent',
      held_reason: null,
      held_until: null,
    })
  })
})

describe('the SMS outbox', () => {
  it('writes one whole file per message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sms-outbox-'))
    const outbox = smsOutboxProvider(dir)
    const answers = await Promise.all(
      ['8801711000061', '8801711000062', '8801711000063'].map((to) =>
        outbox.send(to, 'পরীক্ষার রুটিন প্রকাশিত'),
      ),
    )
    expect(answers.every((a) => a.ok)).toBe(true)
    const files = (await readdir(dir)).sort()
    expect(files).toHaveLength(3)
    expect(files.every((name) => name.endsWith('.json'))).toBe(true)
    const messages = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))),
    )
    expect(messages.map((m) => m.to).sort()).toEqual([
      '8801711000061',
      '8801711000062',
      '8801711000063',
    ])
    expect(messages[0]).toMatchObject({ text: 'পরীক্ষার রুটিন প্রকাশিত', encoding: 'UCS-2', parts: 1 })
  })
})
