/**
 * No N+1: one render of / and of /events/{id} (with the site shell around it) sends a fixed,
 * small number of SQL statements, however many pictures, speakers and related items it shows.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  buildClass,
  buildEvent,
  buildEventRegistration,
  buildNews,
  buildStudentVideo,
} from '@seed/factories'
import { loadEventPage } from '@/features/events/queries'
import { loadHomePage } from '@/features/home/queries'
import { getSchoolName, getSiteSettings } from '@/features/settings/queries'
import { countQueries } from '@/lib/payload/query-count'

import { pngBytes } from './api/call'
import { testPayload } from '../helpers/payload'

/**
 * Measured with the shell: / sends 23 statements (two more when the events strip tops up with
 * past events), /events/{id} sends 9; the pictures of every listed item arrive in one batched
 * read, not one read per item.
 */
const HOME_BOUND = 27
const EVENT_BOUND = 12

const quiet = { disableRevalidate: true }
let payload: Payload
let eventId: number

const renderShell = () => Promise.all([getSiteSettings(), getSchoolName()])

/** Adds `count` of every item the two pages list, each with its own pictures. */
async function addItems(count: number, image: () => Promise<number>) {
  for (let i = 0; i < count; i += 1) {
    const pictures = [await image(), await image(), await image()]
    const [cover] = pictures
    await payload.create({
      collection: 'events',
      data: buildEvent({ is_featured: true, image: cover, event_images: pictures }),
      context: quiet,
    })
    await payload.create({
      collection: 'events',
      data: buildEvent({ type: 'Article', is_featured: true, image: cover }),
      context: quiet,
    })
    await payload.create({
      collection: 'news',
      data: buildNews({ is_featured: true, media: cover }),
      context: quiet,
    })
    await payload.create({
      collection: 'classes',
      data: buildClass({ image: cover }),
      context: quiet,
    })
    await payload.create({
      collection: 'student-videos',
      data: buildStudentVideo(cover),
      context: quiet,
    })
  }
}

beforeAll(async () => {
  payload = await testPayload()
  const png = Buffer.from(await pngBytes())
  const image = async () =>
    (
      await payload.create({
        collection: 'media',
        data: { alt: 'A school picture' },
        file: { data: png, mimetype: 'image/png', name: 'picture.png', size: png.length },
      })
    ).id
  await addItems(9, image)
  const pictures = [await image(), await image(), await image(), await image()]
  const event = await payload.create({
    collection: 'events',
    data: buildEvent({
      image: pictures[0],
      event_images: pictures,
      speakers_info: [{ value: 'Dr. Farhana Kabir' }, { value: 'Mr. Tanvir Hasan' }],
      capacity: 50,
    }),
    context: quiet,
  })
  eventId = event.id
  for (let i = 0; i < 5; i += 1)
    await payload.create({
      collection: 'event-registrations',
      data: { ...buildEventRegistration(event.id), seat: i + 1 },
      overrideAccess: true,
    })
}, 120_000)

describe('queries per page render', () => {
  it('home page with the site shell', async () => {
    const { result, queries } = await countQueries(() =>
      Promise.all([renderShell(), loadHomePage()]),
    )
    expect(result[1].events.length).toBe(3)
    expect(result[1].classes.length).toBeGreaterThanOrEqual(9)
    console.log(`/ sends ${queries} SQL statements`)
    expect(queries).toBeLessThanOrEqual(HOME_BOUND)
  })

  it('event details with the site shell', async () => {
    const { result, queries } = await countQueries(() =>
      Promise.all([renderShell(), loadEventPage(eventId)]),
    )
    expect(result[1]?.event.event_images).toHaveLength(4)
    expect(result[1]?.registered).toBe(5)
    expect(result[1]?.upcoming.length).toBe(8)
    console.log(`/events/${eventId} sends ${queries} SQL statements`)
    expect(queries).toBeLessThanOrEqual(EVENT_BOUND)
  })
})
