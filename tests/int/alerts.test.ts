/**
 * Site-wide alerts: staff write them through the admin's REST door, anyone reads the current ones
 * through GET /api/v1/alerts in either language, and an alert is gone once its time is up.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as restGet, POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { GET as alerts } from '@/app/api/v1/alerts/route'
import { contentGeneration } from '@/lib/api-cache'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'
import type { Alert } from '@/payload-types'

import { call, createCast, testPayload } from './api/call'

import { SERVER } from '../helpers/payload'

const quiet = { disableRevalidate: true }
const HOUR = 60 * 60_000

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
})

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString()

async function newAlert(data: { en: string; bn?: string; level?: Alert['level']; until: string }) {
  const doc = await payload.create({
    collection: 'alerts',
    data: {
      message: data.en,
      level: data.level ?? 'info',
      until: data.until,
      until_tz: SCHOOL_TIME_ZONE,
    },
    locale: 'en',
    context: quiet,
  })
  if (data.bn)
    await payload.update({
      collection: 'alerts',
      id: doc.id,
      data: { message: data.bn },
      locale: 'bn',
      context: quiet,
    })
  return doc
}

type AlertAnswer = { id: number; message: string; level: string; until: string }
const shown = async (query = '') => {
  const res = await call(alerts, `/alerts${query}`)
  expect(res.status).toBe(200)
  return res.body.data as AlertAnswer[]
}

/** One request through the mounted REST route (the staff door in front of Payload). */
async function door(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const url = `${SERVER}/api${path}`
  const request = new Request(url, {
    method,
    headers: {
      'x-socket-address': '192.0.2.77',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const slug = new URL(url).pathname.replace(/^\/api\//, '').split('/')
  const handler = method === 'GET' ? restGet : restPost
  return (await handler(request, { params: Promise.resolve({ slug }) })).status
}

describe('GET /api/v1/alerts', () => {
  it('answers anyone with the current alerts only, the most urgent first', async () => {
    const closure = await newAlert({
      en: 'School closed tomorrow for the storm.',
      bn: 'ঝড়ের কারণে আগামীকাল বিদ্যালয় বন্ধ।',
      level: 'danger',
      until: inMs(HOUR),
    })
    const fair = await newAlert({ en: 'Book fair in the hall today.', until: inMs(2 * HOUR) })
    const past = await newAlert({ en: 'Exam moved (yesterday).', until: inMs(-60_000) })

    const ids = (await shown()).map((a) => a.id)
    expect(ids.indexOf(closure.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(closure.id)).toBeLessThan(ids.indexOf(fair.id))
    expect(ids).not.toContain(past.id)
    const first = (await shown()).find((a) => a.id === closure.id)
    expect(first).toMatchObject({
      message: 'School closed tomorrow for the storm.',
      level: 'danger',
    })
  })

  it('speaks the asked language, with English where staff wrote no Bangla', async () => {
    const both = await newAlert({
      en: 'Sports day on Sunday.',
      bn: 'রবিবার ক্রীড়া দিবস।',
      until: inMs(HOUR),
    })
    const englishOnly = await newAlert({
      en: 'Library closed for stock-taking.',
      until: inMs(HOUR),
    })
    const bangla = await shown('?locale=bn')
    expect(bangla.find((a) => a.id === both.id)?.message).toBe('রবিবার ক্রীড়া দিবস।')
    expect(bangla.find((a) => a.id === englishOnly.id)?.message).toBe(
      'Library closed for stock-taking.',
    )
    expect((await shown('?locale=en')).find((a) => a.id === both.id)?.message).toBe(
      'Sports day on Sunday.',
    )
    const wrong = await call(alerts, '/alerts?locale=fr')
    expect(wrong.status).toBe(422)
  })

  it('may be kept by shared caches for two seconds, and drops an alert at its end without any change', async () => {
    const brief = await newAlert({ en: 'Power cut until noon.', until: inMs(1_500) })
    const res = await call(alerts, '/alerts')
    expect(res.headers.get('cache-control')).toBe('public, max-age=2, s-maxage=2')
    expect((res.body.data as AlertAnswer[]).map((a) => a.id)).toContain(brief.id)
    // 3.6 s later by the server's clock: the alert has ended and the kept answer is stale.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600 })
    try {
      expect((await shown()).map((a) => a.id)).not.toContain(brief.id)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a newly published alert at once (the kept answer is dropped)', async () => {
    await shown()
    const fresh = await newAlert({ en: 'Water supply restored.', until: inMs(HOUR) })
    expect((await shown()).map((a) => a.id)).toContain(fresh.id)
  })

  it('keeps no shared copy of an answer given to a signed-in caller', async () => {
    const res = await call(alerts, '/alerts', { token: cast.studentA.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('who may write alerts', () => {
  const body = () => ({ message: 'Half day on Thursday.', level: 'info', until: inMs(HOUR) })

  it('staff publish through the admin; members and visitors cannot, nor read the REST list', async () => {
    expect(await door('POST', '/alerts', cast.communications.token, body())).toBe(201)
    expect(await door('POST', '/alerts', cast.editor.token, body())).toBe(403)
    expect(await door('POST', '/alerts', cast.studentA.token, body())).toBe(403)
    expect(await door('POST', '/alerts', undefined, body())).toBe(403)
    expect(await door('GET', '/alerts', cast.teacher.token)).toBe(403)
    expect(await door('GET', '/alerts')).toBe(403)
    expect(await door('GET', '/alerts', cast.admin.token)).toBe(200)
  })

  it('members reading through the Local API see current alerts only; staff see all', async () => {
    const past = await newAlert({ en: 'Old notice.', until: inMs(-HOUR) })
    const readBy = async (collection: 'users' | 'admins', id: number | string) => {
      const user = { ...(await payload.findByID({ collection, id })), collection }
      const { docs } = await payload.find({
        collection: 'alerts',
        user,
        overrideAccess: false,
        limit: 100,
      })
      return docs.map((a) => a.id)
    }
    expect(await readBy('users', cast.studentA.id)).not.toContain(past.id)
    expect(await readBy('admins', cast.communications.id)).toContain(past.id)
  })
})

describe('an alert ending', () => {
  it('queues a job at its end that redraws the pages; a new end queues another', async () => {
    const until = inMs(HOUR)
    const alert = await newAlert({ en: 'Parents meeting moved to Monday.', until })
    const jobs = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'expireAlert' }, 'input.alert': { equals: alert.id } },
          overrideAccess: true,
        })
      ).docs
    expect((await jobs()).map((j) => new Date(String(j.waitUntil)).toISOString())).toEqual([until])
    await payload.update({
      collection: 'alerts',
      id: alert.id,
      data: { level: 'warning' },
      context: quiet,
    })
    expect(await jobs()).toHaveLength(1)
    await payload.update({
      collection: 'alerts',
      id: alert.id,
      data: { until: inMs(-1_000) },
      context: quiet,
    })
    const due = (await jobs()).find((job) => new Date(String(job.waitUntil)) <= new Date())
    expect(due).toBeDefined()
    const before = contentGeneration()
    await payload.jobs.runByID({ id: due!.id })
    // A job that succeeded is removed; the pages and the API's kept answers were marked stale.
    const left = await payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: due!.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    expect(contentGeneration()).toBeGreaterThan(before)
  })
})
