/**
 * The academic calendar reads calendar entries and published school and alumni events over this
 * year and the next, with access enforced.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildCalendarEntry } from '@seed/demo/calendar'
import { buildEvent } from '@seed/factories'
import { calendarWindow, dhakaMidnight } from '@/lib/dhaka-days'
import { listCalendarItems } from '@/features/calendar/queries'

import { testPayload } from '../helpers/payload'

let payload: Payload
const quiet = { disableRevalidate: true }
const tag = `cal-${Date.now()}`
const { firstDay } = calendarWindow(new Date())
const year = Number(firstDay.slice(0, 4))

beforeAll(async () => {
  payload = await testPayload()
})

async function entry(title: string, start: string, end?: string) {
  await payload.create({
    collection: 'calendar-entries',
    data: buildCalendarEntry({ title: `${title} ${tag}`, kind: 'Holiday', start, end }),
    context: quiet,
  })
}

async function event(
  name: string,
  start: string,
  overrides: Parameters<typeof buildEvent>[0] = {},
) {
  await payload.create({
    collection: 'events',
    data: buildEvent({ name: `${name} ${tag}`, start_date: start, ...overrides }),
    draft: overrides._status === 'draft',
    context: quiet,
  })
}

describe('calendar items', () => {
  it('are the entries and published events of this year and the next', async () => {
    await entry('Inside', `${year}-03-10`)
    await entry('Across New Year', `${year - 1}-12-28`, `${year}-01-03`)
    await entry('Last year', `${year - 1}-06-01`, `${year - 1}-06-05`)
    await entry('Next year', `${year + 1}-12-31`)
    await entry('Too late', `${year + 2}-01-01`)
    await event('School event', `${year}-04-05T04:00:00.000Z`)
    await event('Alumni event', `${year + 1}-02-10T11:00:00.000Z`, { type: 'Alumni' })
    // 23:30 on New Year's Eve in Dhaka is still last year.
    await event(
      'Eve party',
      new Date(Date.parse(dhakaMidnight(firstDay)) - 1_800_000).toISOString(),
    )
    await event('Draft event', `${year}-04-06T04:00:00.000Z`, { _status: 'draft' })
    await event('A blog', `${year}-04-07T04:00:00.000Z`, { type: 'Blog' })
    await event('An article', `${year}-04-07T04:00:00.000Z`, { type: 'Article' })

    const { window, items } = await listCalendarItems()
    expect(window.firstDay).toBe(`${year}-01-01`)
    const mine = items.filter((item) => item.title.endsWith(tag))
    expect(mine.map((item) => item.title.replace(` ${tag}`, ''))).toEqual([
      'Across New Year',
      'Inside',
      'School event',
      'Alumni event',
      'Next year',
    ])
    expect(mine[0]).toMatchObject({ start: `${year - 1}-12-28`, end: `${year}-01-03` })
    expect(
      mine.find((item) => item.kind === 'Event' && item.href?.includes('alumni')),
    ).toBeDefined()
  })
})
