/**
 * The events list puts what is still to come first, soonest first, then what is over, latest
 * first, across its pages; an event under way (started, not ended) still counts as to come. The
 * home page's strip shows the next featured events the same way.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildEvent } from '@seed/factories'
import { listEventsSoonestFirst, listNextFeaturedEvents } from '@/features/events/queries'

import { testPayload } from '../helpers/payload'

const quiet = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
/** A place no other test's events use, so the filter keeps this file's events only. */
const HALL = `Hall ${Date.now()}`
const now = new Date()

let payload: Payload

async function event(name: string, startDays: number, endDays?: number, featured = false) {
  await payload.create({
    collection: 'events',
    data: buildEvent({
      name,
      company: HALL,
      start_date: new Date(now.getTime() + startDays * DAY).toISOString(),
      end_date:
        endDays === undefined ? null : new Date(now.getTime() + endDays * DAY).toISOString(),
      is_featured: featured,
    }),
    context: quiet,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  await event('Far future fair', 90)
  await event('Last month quiz', -30, -30 + 0.1)
  await event('Next week seminar', 7)
  await event('Yesterday rally', -1)
  await event('Book week under way', -2, 2)
  await event('Tomorrow camp', 1, 1.2)
  await event('Last year sports', -300)
}, 60_000)

const names = async (page: number, size = 3) => {
  const result = await listEventsSoonestFirst({ type: 'Event', company: HALL, page }, size, now)
  return { names: result.docs.map((doc) => doc.name), result }
}

describe('the events list', () => {
  it('lists the events to come soonest first, then the past ones latest first', async () => {
    const all = await listEventsSoonestFirst({ type: 'Event', company: HALL }, 20, now)
    expect(all.docs.map((doc) => doc.name)).toEqual([
      'Book week under way',
      'Tomorrow camp',
      'Next week seminar',
      'Far future fair',
      'Yesterday rally',
      'Last month quiz',
      'Last year sports',
    ])
    expect(all.totalDocs).toBe(7)
  })

  it('pages through both parts, a page holding the end of one and the start of the other', async () => {
    expect((await names(1)).names).toEqual([
      'Book week under way',
      'Tomorrow camp',
      'Next week seminar',
    ])
    const second = await names(2)
    expect(second.names).toEqual(['Far future fair', 'Yesterday rally', 'Last month quiz'])
    expect((await names(3)).names).toEqual(['Last year sports'])
    expect(second.result).toMatchObject({ page: 2, limit: 3, totalDocs: 7, totalPages: 3 })
  })

  it('keeps the other filters', async () => {
    const found = await listEventsSoonestFirst(
      { type: 'Event', company: HALL, name: 'rally' },
      6,
      now,
    )
    expect(found.docs.map((doc) => doc.name)).toEqual(['Yesterday rally'])
  })
})

describe('the home page strip', () => {
  it('shows the next featured events soonest first, topped up with the latest past ones', async () => {
    const tag = `Strip ${Date.now()}`
    await event(`${tag} long ago`, -60, undefined, true)
    await event(`${tag} later`, 40, undefined, true)
    await event(`${tag} last week`, -7, undefined, true)
    await event(`${tag} sooner`, 3, undefined, true)
    const strip = async (limit: number) =>
      (await listNextFeaturedEvents(limit, now)).map((doc) => doc.name)
    const all = await strip(50)
    expect(all.filter((name) => name.startsWith(tag))).toEqual([
      `${tag} sooner`,
      `${tag} later`,
      `${tag} last week`,
      `${tag} long ago`,
    ])
    // A shorter strip is the start of the same order, whatever else this database holds.
    expect(await strip(2)).toEqual(all.slice(0, 2))
  })
})
