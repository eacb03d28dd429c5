/**
 * Registering for an event (DECISIONS 8): once per address, never beyond the capacity, never
 * after the event, also when requests arrive together; the confirmation carries a calendar file.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildEvent } from '@seed/factories'
import {
  ALREADY_REGISTERED,
  EVENT_CLOSED,
  EVENT_FULL,
  registerForEvent,
} from '@/features/events/registration'
import { eventRegistrationSchema } from '@/features/events/schemas'
import { ConflictError } from '@/lib/errors'

import { mailsTo, type OutboxMail } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

let payload: Payload
const quiet = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await testPayload()
})

async function event(daysFromNow: number, capacity?: number) {
  return payload.create({
    collection: 'events',
    data: buildEvent({
      type: 'Event',
      start_date: new Date(Date.now() + daysFromNow * DAY).toISOString(),
      company: 'School auditorium',
      capacity: capacity ?? null,
    }),
    context: quiet,
  })
}

let n = 0
const form = (email = `guest.${Date.now()}.${++n}@example.com`) =>
  eventRegistrationSchema.parse({
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
    terms: true,
  })

const conflict = (message: string) =>
  expect.objectContaining({ constructor: ConflictError, message })

describe('event registrations', () => {
  it('confirm by e-mail with a calendar file of the event', async () => {
    const upcoming = await event(10)
    const data = form()
    await registerForEvent(upcoming.id, data)
    const [mail] = (await mailsTo(data.email)) as (OutboxMail & {
      attachments: { filename: string; content: string }[]
    })[]
    expect(mail?.subject).toBe(`Registration confirmed: ${upcoming.name}`)
    expect(mail?.attachments[0]?.filename).toBe('event.ics')
    const ics = mail?.attachments[0]?.content ?? ''
    expect(ics).toContain(`SUMMARY:${upcoming.name}`)
    expect(ics).toContain('LOCATION:School auditorium')
    const start = new Date(upcoming.start_date).toISOString().replace(/[-:]|\.\d{3}/g, '')
    expect(ics).toContain(`DTSTART:${start}`)
  })

  it('accept one of two registrations with the same e-mail sent at once', async () => {
    const upcoming = await event(10)
    const email = `twice.${Date.now()}@example.com`
    const results = await Promise.allSettled([
      registerForEvent(upcoming.id, form(email)),
      registerForEvent(upcoming.id, form(email.toUpperCase())),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [refused] = results.filter((r) => r.status === 'rejected')
    expect(refused?.reason).toEqual(conflict(ALREADY_REGISTERED))
    const { totalDocs } = await payload.count({
      collection: 'event-registrations',
      where: { event: { equals: upcoming.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('stop at the capacity', async () => {
    const small = await event(5, 2)
    await registerForEvent(small.id, form())
    await registerForEvent(small.id, form())
    await expect(registerForEvent(small.id, form())).rejects.toEqual(conflict(EVENT_FULL))
  })

  it('refuse an event that has already taken place', async () => {
    const past = await event(-3)
    await expect(registerForEvent(past.id, form())).rejects.toEqual(conflict(EVENT_CLOSED))
  })
})
