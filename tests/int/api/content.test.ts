/** The read calls of /api/v1: the old API's shapes, filters, paging, drafts hidden, JSON 404s. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as about } from '@/app/api/v1/about/route'
import { GET as alumniList } from '@/app/api/v1/alumni/route'
import { GET as alumniBanner } from '@/app/api/v1/alumni-banner-section-data/route'
import { GET as resources } from '@/app/api/v1/alumni-resourse/route'
import { GET as resourceDetails } from '@/app/api/v1/alumni-resourse-details/[id]/route'
import { GET as gallery } from '@/app/api/v1/campusgallary/route'
import { GET as classes } from '@/app/api/v1/classes/route'
import { GET as classDetails } from '@/app/api/v1/classes/[id]/route'
import { GET as community } from '@/app/api/v1/community/list/route'
import { GET as contactSearch } from '@/app/api/v1/contact_us/search/route'
import { GET as events } from '@/app/api/v1/event/route'
import { GET as eventDetails } from '@/app/api/v1/event/details/[id]/route'
import { GET as featuredEvents } from '@/app/api/v1/event/featured/route'
import { GET as recentEvents } from '@/app/api/v1/event/recent/route'
import { GET as searchEvents } from '@/app/api/v1/event/search/route'
import { GET as upcomingEvents } from '@/app/api/v1/event/upcoming/route'
import { GET as frontSection } from '@/app/api/v1/front-section-data/route'
import { GET as videos } from '@/app/api/v1/front-student-video-data/route'
import { GET as generalList } from '@/app/api/v1/general/list/route'
import { GET as news } from '@/app/api/v1/news/route'
import { GET as newsById } from '@/app/api/v1/news/[id]/route'
import { GET as newsDetails } from '@/app/api/v1/news/details/[id]/route'
import { GET as featuredNews } from '@/app/api/v1/news/featured/route'
import { GET as recentNews } from '@/app/api/v1/news/recent/route'
import { GET as userSearch } from '@/app/api/v1/user/search/route'
import { GET as unknownCall } from '@/app/api/v1/[...slug]/route'
import {
  buildAlumniResource,
  buildAlumnus,
  buildClass,
  buildCommunityMember,
  buildContactEntry,
  buildEvent,
  buildGalleryItem,
  buildNews,
  buildStudentVideo,
  buildTeacher,
} from '@seed/factories'

import { call, listOf, pngBytes, testPayload } from './call'

const quiet = { disableRevalidate: true }
const SHOW_DAY = '2031-03-15'

let payload: Payload
let imageId: number
let showcase: { id: number }
let pastEvent: { id: number }
let draftEvent: { id: number }
let article: { id: number }
let blog: { id: number }
let featured: { id: number }
let plainNews: { id: number }
let draftNews: { id: number }
let classDoc: { id: number }
let network: { id: number }
let memberOfNetwork: { id: number }
let leader: { id: number }
let teacher: { id: number }

const ids = (body: Parameters<typeof listOf>[0]) => listOf(body).map((item) => item.id)

beforeAll(async () => {
  payload = await testPayload()
  const data = await pngBytes()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A test picture' },
    file: { data: Buffer.from(data), mimetype: 'image/png', name: 'test.png', size: data.length },
  })
  imageId = media.id
  showcase = await payload.create({
    collection: 'events',
    data: buildEvent({
      name: 'Zebracorn Science Fair',
      is_featured: true,
      image: imageId,
      event_images: [imageId],
      start_date: `${SHOW_DAY}T04:00:00.000Z`,
      company: 'Padma Riverside Hall',
      speakers_info: [{ value: 'Dr. Rahman' }, { value: 'Ms. Akter' }],
    }),
    context: quiet,
  })
  pastEvent = await payload.create({
    collection: 'events',
    data: buildEvent({ name: 'Old Zebracorn Day', start_date: '2020-01-05T04:00:00.000Z' }),
    context: quiet,
  })
  draftEvent = await payload.create({
    collection: 'events',
    data: buildEvent({ name: 'Secret Zebracorn Plan', _status: 'draft' }),
    draft: true,
    context: quiet,
  })
  article = await payload.create({
    collection: 'events',
    data: buildEvent({ name: 'How to study', type: 'Article', is_featured: true }),
    context: quiet,
  })
  blog = await payload.create({
    collection: 'events',
    data: buildEvent({ name: 'A day at school', type: 'Blog' }),
    context: quiet,
  })
  featured = await payload.create({
    collection: 'news',
    data: buildNews({ title: 'Quokkaville wins the cup', is_featured: true, media: imageId }),
    context: quiet,
  })
  plainNews = await payload.create({
    collection: 'news',
    data: buildNews({ title: 'Quokkaville library opens' }),
    context: quiet,
  })
  draftNews = await payload.create({
    collection: 'news',
    data: buildNews({ title: 'Quokkaville draft', _status: 'draft' }),
    draft: true,
    context: quiet,
  })
  classDoc = await payload.create({
    collection: 'classes',
    data: buildClass({ name: 'Class Nine Narwhal', requiredments: [{ value: 'Class 8 pass' }] }),
    context: quiet,
  })
  await payload.create({
    collection: 'student-videos',
    data: buildStudentVideo(imageId),
    context: quiet,
  })
  const alumnus = await payload.create({
    collection: 'alumni',
    data: buildAlumnus({ name: 'Rafiq Okapi', image: imageId }),
    context: quiet,
  })
  network = await payload.create({
    collection: 'alumni-resources',
    data: buildAlumniResource({ title: 'Engineers Okapi Network' }),
    context: quiet,
  })
  memberOfNetwork = await payload.create({
    collection: 'community-members',
    data: buildCommunityMember(alumnus.id, network.id, { type: 'EC', designation: 'Treasurer' }),
    context: quiet,
  })
  await payload.create({
    collection: 'campus-gallery',
    data: buildGalleryItem(imageId, { title: 'Story picture', static_status: '1' }),
    context: quiet,
  })
  await payload.create({
    collection: 'campus-gallery',
    data: buildGalleryItem(imageId, { title: 'Grid picture', static_status: '0' }),
    context: quiet,
  })
  await payload.create({
    collection: 'contact-entries',
    data: buildContactEntry({ title: 'Admissions desk', type: 'Help Desk' }),
    context: quiet,
  })
  await payload.create({
    collection: 'contact-entries',
    data: buildContactEntry({ title: 'Principal office', type: 'Office' }),
    context: quiet,
  })
  leader = await payload.create({
    collection: 'users',
    data: buildTeacher({ role: '10', designation: 'Principal', phone: '01700000010' }),
    context: quiet,
  })
  teacher = await payload.create({ collection: 'users', data: buildTeacher(), context: quiet })
  await payload.updateGlobal({
    slug: 'site',
    data: { application_phone: '01711-223344', site_logo: imageId },
    context: quiet,
  })
  await payload.updateGlobal({
    slug: 'alumni-page',
    data: { linkdin_link: 'https://www.linkedin.com/company/example' },
    context: quiet,
  })
})

describe('events', () => {
  it('GET event lists published items of a type with lists JSON-encoded and relative images', async () => {
    const res = await call(events, '/event?type=Event')
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body).not.toHaveProperty('meta')
    const item = listOf(res.body).find((e) => e.id === showcase.id)
    expect(item).toBeDefined()
    expect(item!.speakers_info).toBe(JSON.stringify(['Dr. Rahman', 'Ms. Akter']))
    expect(JSON.parse(item!.workshops_info as string)).toEqual([])
    expect(item!.image).toMatch(/^\/api\/media\/file\//)
    expect(JSON.parse(item!.event_images as string)).toEqual([item!.image])
    expect(item!.is_featured).toBe(1)
    expect(item!.company).toBe('Padma Riverside Hall')
    expect(item!.details).toContain('<p>')
    expect(ids(res.body)).not.toContain(draftEvent.id)
    expect(ids(res.body)).not.toContain(article.id)
  })

  it('GET event refuses an unknown type with 422', async () => {
    const res = await call(events, '/event?type=Party')
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      success: false,
      errors: { type: ['type must be one of Event, Alumni, Article, Blog'] },
    })
  })

  it('GET event with q/page/limit pages the list and adds meta; the limit is capped', async () => {
    const res = await call(events, '/event?type=Event&q=Zebracorn&limit=1&page=1')
    expect(res.status).toBe(200)
    expect(listOf(res.body)).toHaveLength(1)
    expect(res.body.meta).toMatchObject({ page: 1, limit: 1, totalDocs: 2, totalPages: 2 })
    const capped = await call(events, '/event?type=Event&limit=5000')
    expect((capped.body.meta as { limit: number }).limit).toBe(50)
    expect((await call(events, '/event?type=Event&page=abc')).status).toBe(422)
  })

  it('GET event/featured answers a plain list, and data.data for articles', async () => {
    const res = await call(featuredEvents, '/event/featured?type=Event&is_featured=1')
    expect(ids(res.body)).toContain(showcase.id)
    expect(ids(res.body)).not.toContain(pastEvent.id)
    expect(Array.isArray(res.body.data)).toBe(true)
    const articles = await call(featuredEvents, '/event/featured?type=Article&is_featured=1')
    expect(Array.isArray((articles.body.data as { data: unknown }).data)).toBe(true)
    expect(ids(articles.body)).toContain(article.id)
  })

  it('GET event/search filters by name, day (YYYY-MM-DD) and location', async () => {
    const byName = await call(searchEvents, '/event/search?type=Event&name=zebracorn')
    expect(ids(byName.body).sort()).toEqual([showcase.id, pastEvent.id].sort())
    const byDay = await call(searchEvents, `/event/search?type=Event&start_date=${SHOW_DAY}`)
    expect(ids(byDay.body)).toEqual([showcase.id])
    const byPlace = await call(searchEvents, '/event/search?type=Event&company=riverside')
    expect(ids(byPlace.body)).toEqual([showcase.id])
    const bad = await call(searchEvents, '/event/search?type=Event&start_date=15-03-2031')
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      start_date: ['start_date must be a date written YYYY-MM-DD'],
    })
  })

  it('GET event/upcoming lists only events that have not started, soonest first', async () => {
    const res = await call(upcomingEvents, '/event/upcoming?type=Event')
    const list = listOf(res.body)
    expect(list.map((e) => e.id)).toContain(showcase.id)
    expect(list.map((e) => e.id)).not.toContain(pastEvent.id)
    const dates = list.map((e) => String(e.start_date))
    expect([...dates].sort()).toEqual(dates)
  })

  it('GET event/recent lists the newest blogs', async () => {
    const res = await call(recentEvents, '/event/recent?type=Blog')
    expect(ids(res.body)).toContain(blog.id)
    expect(listOf(res.body).every((e) => e.type === 'Blog')).toBe(true)
    expect(listOf(res.body).length).toBeLessThanOrEqual(5)
  })

  it('GET event/details/{id}: data for events, data.data for articles and blogs, 404 otherwise', async () => {
    const event = await call(eventDetails, '', { params: { id: String(showcase.id) } })
    expect((event.body.data as { name: string }).name).toBe('Zebracorn Science Fair')
    const writing = await call(eventDetails, '', { params: { id: String(blog.id) } })
    expect((writing.body.data as { data: { id: number } }).data.id).toBe(blog.id)
    for (const id of [String(draftEvent.id), '999999', 'abc']) {
      const missing = await call(eventDetails, '', { params: { id } })
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ success: false, message: 'Event not found.' })
    }
  })
})

describe('news', () => {
  it('GET news lists published news with computed read time; drafts never appear', async () => {
    const res = await call(news, '/news?q=Quokkaville')
    expect(ids(res.body).sort()).toEqual([featured.id, plainNews.id].sort())
    const item = listOf(res.body).find((n) => n.id === featured.id)!
    expect(item.read_time).toMatch(/^\d+ min read$/)
    expect(item.media).toMatch(/^\/api\/media\/file\//)
    expect(res.body.meta).toMatchObject({ totalDocs: 2 })
    expect(ids((await call(news, '/news')).body)).not.toContain(draftNews.id)
  })

  it('GET news/featured lists featured news only', async () => {
    const res = await call(featuredNews, '/news/featured?is_featured=1')
    expect(ids(res.body)).toContain(featured.id)
    expect(ids(res.body)).not.toContain(plainNews.id)
  })

  it('GET news/recent lists the newest five', async () => {
    const res = await call(recentNews, '/news/recent?type=News')
    expect(res.status).toBe(200)
    expect(listOf(res.body).length).toBeGreaterThan(0)
    expect(listOf(res.body).length).toBeLessThanOrEqual(5)
  })

  it('GET news/details/{id} and news/{id} answer the article; drafts are 404', async () => {
    for (const handler of [newsDetails, newsById]) {
      const res = await call(handler, '', { params: { id: String(featured.id) } })
      expect(res.body.data).toMatchObject({ id: featured.id, title: 'Quokkaville wins the cup' })
      expect((res.body.data as { description: string }).description).toContain('<p>')
      const draft = await call(handler, '', { params: { id: String(draftNews.id) } })
      expect(draft.status).toBe(404)
    }
  })
})

describe('classes and videos', () => {
  it('GET classes lists classes with subject, teacher and requiredments JSON-encoded', async () => {
    const res = await call(classes, '/classes')
    const item = listOf(res.body).find((c) => c.id === classDoc.id)!
    expect(JSON.parse(item.subject as string)).toEqual(['Bangla', 'English', 'Mathematics'])
    expect(item.requiredments).toBe(JSON.stringify(['Class 8 pass']))
    expect(item.teacher).toBe('[]')
  })

  it('GET classes/{id} answers data.data; unknown ids are 404', async () => {
    const res = await call(classDetails, '', { params: { id: String(classDoc.id) } })
    expect((res.body.data as { data: { name: string } }).data.name).toBe('Class Nine Narwhal')
    const missing = await call(classDetails, '', { params: { id: '424242' } })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Class Not Found')
  })

  it('GET front-student-video-data lists videos with a poster path and link', async () => {
    const res = await call(videos, '/front-student-video-data')
    expect(listOf(res.body)[0]).toMatchObject({
      video_link: expect.stringMatching(/^https:\/\//),
      image: expect.stringMatching(/^\/api\/media\//),
    })
  })
})

describe('people', () => {
  it('GET user/search?role=10 lists leaders; private fields stay hidden', async () => {
    const res = await call(userSearch, '/user/search?role=10')
    const item = listOf(res.body).find((u) => u.id === leader.id)!
    expect(item).toMatchObject({ role: 10, designation: 'Principal' })
    expect(item.email).toBeNull()
    expect(item).not.toHaveProperty('phone')
    expect(ids(res.body)).not.toContain(teacher.id)
    expect(ids((await call(userSearch, '/user/search?role=9')).body)).toContain(teacher.id)
  })

  it('GET user/search refuses other roles', async () => {
    const res = await call(userSearch, '/user/search?role=8')
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ role: ['role must be 9 (faculty) or 10 (leadership)'] })
  })
})

describe('alumni', () => {
  it('GET alumni lists alumni with name, image and profession', async () => {
    const res = await call(alumniList, '/alumni')
    expect(listOf(res.body).find((a) => a.name === 'Rafiq Okapi')).toMatchObject({
      current_profession: 'Engineer',
      image: expect.stringMatching(/^\/api\/media\//),
    })
  })

  it('GET alumni-resourse lists the networks; details answer data.data', async () => {
    const list = await call(resources, '/alumni-resourse')
    expect(ids(list.body)).toContain(network.id)
    const res = await call(resourceDetails, '', { params: { id: String(network.id) } })
    expect((res.body.data as { data: Record<string, unknown> }).data).toMatchObject({
      title: 'Engineers Okapi Network',
      short_description: expect.any(String),
      details: expect.stringContaining('<p>'),
    })
    expect((await call(resourceDetails, '', { params: { id: '0' } })).status).toBe(404)
  })

  it('GET community/list answers data.data with the member type and alumni name', async () => {
    const res = await call(community, `/community/list?network=${network.id}`)
    const members = listOf(res.body)
    expect(members.map((m) => m.id)).toEqual([memberOfNetwork.id])
    expect(members[0]).toMatchObject({
      type: 'EC',
      type_name: 'EC Members',
      designation: 'Treasurer',
      alumni: { name: 'Rafiq Okapi' },
    })
    expect((await call(community, '/community/list?network=x')).status).toBe(422)
  })
})

describe('gallery and contact', () => {
  it('GET campusgallary filters by static_status', async () => {
    const stories = await call(gallery, '/campusgallary?static_status=1')
    expect(listOf(stories.body).every((g) => g.static_status === 1)).toBe(true)
    expect(listOf(stories.body).map((g) => g.title)).toContain('Story picture')
    const grid = await call(gallery, '/campusgallary?static_status=0')
    expect(listOf(grid.body).map((g) => g.title)).toContain('Grid picture')
    expect(listOf(grid.body).map((g) => g.title)).not.toContain('Story picture')
  })

  it('GET contact_us/search answers the numbers of one type', async () => {
    const help = await call(contactSearch, '/contact_us/search?type=Help%20Desk')
    expect(listOf(help.body).every((c) => c.type === 'Help Desk')).toBe(true)
    expect(listOf(help.body).map((c) => c.title)).toContain('Admissions desk')
    const office = await call(contactSearch, '/contact_us/search?type=Office')
    expect(listOf(office.body).map((c) => c.title)).toEqual(['Principal office'])
    expect((await call(contactSearch, '/contact_us/search?type=Fax')).status).toBe(422)
  })
})

describe('settings', () => {
  it('GET general/list answers key/value items with relative image paths', async () => {
    const res = await call(generalList, '/general/list')
    const items = res.body.data as { key: string; value: string }[]
    expect(items).toContainEqual({ key: 'application_phone', value: '01711-223344' })
    expect(items.find((i) => i.key === 'site_logo')?.value).toMatch(/^\/api\/media\//)
  })

  it('GET front-section-data falls back to the default hero title', async () => {
    const res = await call(frontSection, '/front-section-data')
    const items = res.body.data as { key: string; value: string }[]
    expect(items.find((i) => i.key === 'hero_section')?.value).toBeTruthy()
    expect(items.find((i) => i.key === 'hero_section_sub_title')?.value).toBeTruthy()
  })

  it('GET about and alumni-banner-section-data answer key/value lists', async () => {
    const aboutRes = await call(about, '/about')
    expect(aboutRes.status).toBe(200)
    expect(Array.isArray(aboutRes.body.data)).toBe(true)
    const banner = await call(alumniBanner, '/alumni-banner-section-data')
    expect(banner.body.data).toContainEqual({
      key: 'linkdin_link',
      value: 'https://www.linkedin.com/company/example',
    })
  })
})

describe('unknown calls', () => {
  it('answer a JSON 404, never an HTML page', async () => {
    const res = await call(unknownCall, '/nothing/here', { params: { slug: 'nothing' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.body).toEqual({ success: false, message: 'No such API call.' })
  })
})
