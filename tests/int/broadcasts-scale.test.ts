/**
 * A measurement: one Bangla message to 1,000 consenting guardians through the fake gateway. It
 * prints the time to list the recipients, the time to send, and the parts counted, and checks
 * that every guardian got exactly one message and the parts match the estimate.
 */
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { buildBroadcast, buildStudent } from '@seed/factories'
import { ROLE } from '@/lib/constants'
import { measureSms } from '@/lib/sms/segments'
import { SAMPLE_NUMBER, withStopLink } from '@/lib/sms/stop-link'

import { dropWaitingJobs, testPayload } from '../helpers/payload'

const GUARDIANS = 1000
const RATE_PER_SECOND = 1000

const gateway = await vi.hoisted(async () => {
  const { useFakeSmsGateway } = await import('../helpers/fake-sms-gateway')
  return useFakeSmsGateway({ SMS_RATE_PER_SECOND: '1000' })
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // With the clock moved on, other files' later jobs would fall due and run before this one.
  await dropWaitingJobs(payload)
  // A school day at noon in Dhaka, whatever the hour of the run.
  _internal_jobSystemGlobals.getCurrentDate = () => new Date('2030-03-10T12:00:00+06:00')
})

afterAll(async () => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  // The files share one database: a broadcast to every guardian in a later file must not meet
  // these thousand families.
  await payload.db.deleteMany({
    collection: 'users',
    where: { guardian_sms_confirmed: { in: numbers } },
  })
  await gateway.close()
})

const numbers = Array.from(
  { length: GUARDIANS },
  (_, i) => `88017${String(20_000_000 + i).padStart(8, '0')}`,
)

it(`sends one Bangla message to ${GUARDIANS} guardians`, async () => {
  // Straight into the database: a thousand password hashes would measure nothing of ours.
  for (let i = 0; i < GUARDIANS; i += 1) {
    const { password: _password, ...student } = buildStudent({
      role: ROLE.student,
      student_class: '10',
      broadcast_consent: 'father',
      father_phone: `017${String(20_000_000 + i).padStart(8, '0')}`,
      // Confirmed by the office, as the families' numbers are before a broadcast reaches them.
      guardian_sms_confirmed: numbers[i],
    })
    await payload.db.create({ collection: 'users', data: student })
  }
  const text =
    'প্রিয় অভিভাবক, আগামী রবিবার সকাল ১০টায় দশম শ্রেণির অভিভাবক সভা হবে। নির্বাচনী পরীক্ষার ফলাফল ও ফরম পূরণ নিয়ে আলোচনা হবে। অনুগ্রহ করে উপস্থিত থাকুন।'
  // As each phone receives it: with the link that stops the school's SMS.
  const size = measureSms(withStopLink(text, SAMPLE_NUMBER))

  let started = performance.now()
  const draft = await payload.create({
    collection: 'broadcasts',
    data: buildBroadcast({ class_name: '10', text }),
  })
  const previewMs = performance.now() - started
  expect(draft.recipients).toBe(GUARDIANS)

  started = performance.now()
  await payload.update({ collection: 'broadcasts', id: draft.id, data: { status: 'scheduled' } })
  const runStarted = Date.now()
  await payload.jobs.run({ limit: 10, sequential: true, silent: true })
  const runMs = performance.now() - started

  const { docs: rows } = await payload.find({
    collection: 'broadcast-recipients',
    where: { broadcast: { equals: draft.id } },
    pagination: false,
    depth: 0,
    select: { status: true, createdAt: true, sent_at: true },
  })
  const lastListed = Math.max(...rows.map((r) => Date.parse(r.createdAt)))
  const lastSent = Math.max(...rows.map((r) => Date.parse(r.sent_at ?? '')))
  const queueMs = lastListed - runStarted
  const sendMs = lastSent - lastListed
  const partsAtGateway = gateway.accepted().reduce((sum, r) => sum + measureSms(r.message).parts, 0)
  const done = await payload.findByID({ collection: 'broadcasts', id: draft.id, depth: 0 })

  console.log(
    [
      `Bangla text: ${size.units} characters, ${size.encoding}, ${size.parts} parts per message`,
      `Recipients and cost counted when the draft was saved: ${previewMs.toFixed(0)} ms`,
      `Time to queue (list ${rows.length} recipients): ${queueMs} ms`,
      `Time to send through the fake gateway (limit ${RATE_PER_SECOND}/s): ${sendMs} ms (${((rows.length / sendMs) * 1000).toFixed(0)} messages/s)`,
      `Whole run after Send: ${runMs.toFixed(0)} ms`,
      `Parts estimated: ${done.total_parts}, parts counted at the gateway: ${partsAtGateway}, estimated cost: Tk ${done.estimated_cost}`,
    ].join('\n'),
  )

  expect(rows).toHaveLength(GUARDIANS)
  expect(rows.every((r) => r.status === 'sent')).toBe(true)
  expect(new Set(gateway.accepted().map((r) => r.number)).size).toBe(GUARDIANS)
  expect(gateway.requests).toHaveLength(GUARDIANS)
  expect(done).toMatchObject({ status: 'sent', sent_count: GUARDIANS, failed_count: 0 })
  expect(partsAtGateway).toBe(GUARDIANS * size.parts)
  expect(done.total_parts).toBe(partsAtGateway)
}, 600_000)
