/**
 * Registering for an event (docs/decisions.md, 'Event registration counts each person once'): once
 * per address, never beyond the capacity, never after the event, also when requests arrive
 * together; the confirmation carries a calendar file.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { readSheet } from 'read-excel-file/node'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildEvent, buildEventRegistration } from '@seed/factories'
import { csvCell } from '@/collections/EventRegistrations/export-csv'
import {
  ALREADY_REGISTERED,
  EVENT_CLOSED,
  EVENT_FULL,
  REGISTRATION_CLOSED,
  registerForEvent,
} from '@/features/events/store-registration'
import { eventRegistrationSchema } from '@/features/events/schemas'
import { env } from '@/lib/env'
import { ConflictError } from '@/lib/errors'
import { formatDate } from '@/lib/format'
import { NAME_LETTERS } from '@/lib/zod-fields'

import { mailsTo, type OutboxMail } from '../helpers/outbox'
import { createCast, rest, SERVER, testPayload } from '../helpers/payload'

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
/** A valid form for `email`, as the schema hands it to the service. */
const form = (email = `guest.${Date.now()}.${++n}@example.com`) =>
  eventRegistrationSchema.parse({ ...buildEventRegistration(0), email })

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

  it('confirm in Bangla, with the Bangla page’s link, a registration made on a Bangla page', async () => {
    const upcoming = await event(10)
    const data = form()
    await registerForEvent(upcoming.id, data, 'bn')
    const [mail] = await mailsTo(data.email)
    expect(mail?.subject).toBe(`নিবন্ধন নিশ্চিত: ${upcoming.name}`)
    expect(mail?.text).toContain(`"${upcoming.name}" অনুষ্ঠানে আপনার নিবন্ধন নিশ্চিত হয়েছে।`)
    expect(mail?.text).toContain(`${formatDate(upcoming.start_date, 'bn')} তারিখের`)
    expect(mail?.text).toContain(`বিস্তারিত: ${env.SERVER_URL}/bn/events/${upcoming.id}`)
    expect(mail?.text).toContain(`নিবন্ধিত নাম: ${data.first_name} ${data.last_name}`)
  })

  it('never let a visitor’s words open a mail to an address nobody confirmed', async () => {
    // Finding 7: a "first name" that is a message, sent to someone else's address.
    const phishing = 'Parent, your fee is overdue. Pay 5000 Tk to bKash 01799999999 today'
    const refused = eventRegistrationSchema.safeParse({
      ...buildEventRegistration(0),
      first_name: phishing,
    })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]).toMatchObject({ path: ['first_name'], message: NAME_LETTERS })
    // A real name is shown as data, after the school's own words.
    const upcoming = await event(10)
    const data = form()
    await registerForEvent(upcoming.id, data)
    const [mail] = await mailsTo(data.email)
    expect(mail?.subject).not.toContain(data.first_name)
    expect(mail?.text.startsWith(`Your registration for "${upcoming.name}"`)).toBe(true)
    expect(mail?.text).toContain(`Registered name: ${data.first_name} ${data.last_name}`)
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

  it('give the last seat to one of three visitors who ask at once', async () => {
    const small = await event(5, 3)
    await registerForEvent(small.id, form())
    await registerForEvent(small.id, form())
    const results = await Promise.allSettled([
      registerForEvent(small.id, form()),
      registerForEvent(small.id, form()),
      registerForEvent(small.id, form()),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect(refused.reason).toEqual(conflict(EVENT_FULL))
    const { docs } = await payload.find({
      collection: 'event-registrations',
      where: { event: { equals: small.id } },
      sort: 'seat',
    })
    expect(docs.map((doc) => doc.seat)).toEqual([1, 2, 3])
  })

  it('reuse a seat given back when staff delete a registration', async () => {
    const small = await event(5, 2)
    const first = await registerForEvent(small.id, form())
    await registerForEvent(small.id, form())
    await payload.delete({ collection: 'event-registrations', id: first.id, context: quiet })
    const again = await registerForEvent(small.id, form())
    expect(again.seat).toBe(1)
  })

  it('refuse registrations sent to Payload’s own REST API by visitors', async () => {
    const upcoming = await event(10)
    const res = await rest('POST', '/event-registrations', {
      body: { ...buildEventRegistration(upcoming.id), email: `rest.${Date.now()}@example.com` },
    })
    expect(res.status).toBe(403)
  })

  it('refuse registrations once staff closed them, before the event', async () => {
    const upcoming = await event(10)
    await registerForEvent(upcoming.id, form())
    await payload.update({
      collection: 'events',
      id: upcoming.id,
      data: { registration_closes: new Date(Date.now() - 60_000).toISOString() },
      context: quiet,
    })
    await expect(registerForEvent(upcoming.id, form())).rejects.toEqual(
      conflict(REGISTRATION_CLOSED),
    )
  })

  it('keep registration open until the closing time staff set', async () => {
    const upcoming = await event(10)
    await payload.update({
      collection: 'events',
      id: upcoming.id,
      data: { registration_closes: new Date(Date.now() + DAY).toISOString() },
      context: quiet,
    })
    await expect(registerForEvent(upcoming.id, form())).resolves.toBeDefined()
  })

  it('refuse a closing time after the event ends, in the staff member’s language', async () => {
    const upcoming = await event(10)
    const late = new Date(Date.now() + 20 * DAY).toISOString()
    await expect(
      payload.update({
        collection: 'events',
        id: upcoming.id,
        data: { registration_closes: late },
        context: quiet,
      }),
    ).rejects.toThrow(/registration_closes|Registration closes/)
  })

  it('refuse an event that has already taken place', async () => {
    const past = await event(-3)
    await expect(registerForEvent(past.id, form())).rejects.toEqual(conflict(EVENT_CLOSED))
  })
})

describe('the CSV export of registrations', () => {
  let cast: Awaited<ReturnType<typeof createCast>>
  beforeAll(async () => {
    cast = await createCast(payload)
  })

  const downloadBytes = async (query: string, token?: string) => ({
    response: await handleEndpoints({
      config,
      request: new Request(`${SERVER}/api/event-registrations/export${query}`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      }),
    }),
  })
  const download = async (query: string, token?: string) => {
    const { response } = await downloadBytes(query, token)
    return { response, text: await response.text() }
  }

  it('gives staff one row per registration of the chosen event, formulas neutralised', async () => {
    const upcoming = await event(12)
    await registerForEvent(upcoming.id, { ...form(), first_name: '=HYPERLINK("x")' })
    await registerForEvent(upcoming.id, { ...form(), school: 'Padmapar, Rajshahi' })
    await registerForEvent((await event(12)).id, form())

    const { response, text } = await download(`?event=${upcoming.id}`, cast.office.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain(`event-${upcoming.id}.csv`)
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Event,First name,Last name,Email,/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`${csvCell(upcoming.name)},"'=HYPERLINK(""x"")"`)
    expect(lines[2]).toContain('"Padmapar, Rajshahi"')
  })

  it('writes the registration time on Dhaka clocks', async () => {
    const upcoming = await event(12)
    const data = form()
    const registered = await registerForEvent(upcoming.id, data)
    const stored = await payload.findByID({ collection: 'event-registrations', id: registered.id })
    const { text } = await download(`?event=${upcoming.id}`, cast.office.token)
    const [heading, row] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(heading).toMatch(/,Registered at \(Dhaka time\)$/)
    const dhaka = new Date(Date.parse(stored.createdAt) + 6 * 3600_000).toISOString()
    expect(row).toMatch(new RegExp(`,${dhaka.slice(0, 10)} ${dhaka.slice(11, 16)}$`))
  })

  it('gives Excel a sheet of text cells, so a phone number keeps its leading 0', async () => {
    const upcoming = await event(12)
    await registerForEvent(upcoming.id, { ...form(), phone: '01711000000' })
    const { response } = await downloadBytes(`?event=${upcoming.id}&format=xlsx`, cast.office.token)
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    expect(response.headers.get('content-disposition')).toContain(`event-${upcoming.id}.xlsx`)
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()))
    expect(rows[0]?.[4]).toBe('Phone')
    expect(rows[1]?.[4]).toBe('01711000000')
    expect(rows[1]?.[0]).toBe(upcoming.name)
  })

  it('refuses visitors and members', async () => {
    expect((await download('')).response.status).toBe(403)
    expect((await download('', cast.studentA.token)).response.status).toBe(403)
  })
})
