/**
 * The Redis page cache as two app instances use it: each loads the handler on its own, with its
 * own connection. A page one instance renders is served by the other, a publish revalidated on
 * one is stale on both, and without Redis pages still render while a publish says it failed.
 * The /api/v1 answers each instance keeps in memory are emptied on all of them by a publish.
 * Needs redis-server (the run starts one when it is installed; `.ci/run` installs it).
 */
import { randomUUID } from 'node:crypto'

import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { freePort } from '../helpers/free-port'

type Handler = {
  get(key: string, context: object): Promise<{ value: unknown; lastModified: number } | null>
  set(key: string, value: object, context: object): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
}

/** One instance's handler, on its own connection to `url`. */
async function instance(url: string): Promise<Handler> {
  vi.resetModules()
  process.env.REDIS_URL = url
  const { default: RedisCacheHandler } = await import('@/lib/cache/redis-cache-handler.mjs')
  const handler = new RedisCacheHandler({ serverDistDir: undefined } as never) as Handler
  // The connection is made on the first command, with the address set now.
  await handler.get('connect', { kind: 'APP_PAGE' })
  return handler
}

/** One instance's /api/v1 answer cache, as its own module with its own Redis connections. */
async function apiAnswers(url: string) {
  vi.resetModules()
  process.env.REDIS_URL = url
  return import('@/lib/api-cache')
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/news/page,news' },
  status: 200,
  postponed: undefined,
})
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
const setContext = { cacheControl: { revalidate: false, expire: 3600 }, isRoutePPREnabled: false }
/** Moves the clock on, so a revalidation is later than the last save and the next save later still. */
const tick = () => {
  vi.setSystemTime(Date.now() + 5)
}

const redisUrl = process.env.REDIS_URL
process.env.REDIS_KEY_PREFIX = `test-${randomUUID()}:`

describe.runIf(redisUrl)('the shared page cache', () => {
  it('serves a page rendered on one instance from the other, until a publish on either', async () => {
    const a = await instance(redisUrl!)
    const b = await instance(redisUrl!)
    const key = `/news-${randomUUID()}`
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    onTestFinished(() => {
      vi.useRealTimers()
    })

    await a.set(key, page('<h1>Old headline</h1>'), setContext)
    const fromB = await b.get(key, pageContext)
    expect(fromB?.value).toEqual(page('<h1>Old headline</h1>'))

    tick()
    await b.revalidateTag('news')
    expect(await a.get(key, pageContext)).toBeNull()
    expect(await b.get(key, pageContext)).toBeNull()

    tick()
    await a.set(key, page('<h1>New headline</h1>'), setContext)
    expect((await b.get(key, pageContext))?.value).toEqual(page('<h1>New headline</h1>'))
  })

  it('renders without Redis, and refuses to pretend a publish reached the other instances', async () => {
    const unreachable = await instance(`redis://127.0.0.1:${await freePort()}`)
    const started = Date.now()
    expect(await unreachable.get('/news', pageContext)).toBeNull()
    await expect(unreachable.set('/news', page('<h1>x</h1>'), setContext)).resolves.toBeUndefined()
    expect(Date.now() - started).toBeLessThan(10_000)
    await expect(unreachable.revalidateTag('news')).rejects.toThrow('Could not revalidate news')
  })

  it('empties the API answers every instance keeps when one of them publishes', async () => {
    const a = await apiAnswers(redisUrl!)
    const b = await apiAnswers(redisUrl!)
    await Promise.all([a.followOtherInstances(), b.followOtherInstances()])
    const key = '/api/v1/news {}'
    b.keepAnswer(key, '{"data":["Old headline"]}')
    a.keepAnswer(key, '{"data":["Old headline"]}')
    expect(b.readCachedAnswer(key)).toBe('{"data":["Old headline"]}')

    const published = Date.now()
    a.clearApiCache()
    expect(a.readCachedAnswer(key)).toBeNull()
    await vi.waitFor(() => expect(b.readCachedAnswer(key)).toBeNull(), {
      timeout: 5000,
      interval: 10,
    })
    console.log(
      `API answers emptied on the other instance ${Date.now() - published} ms after a publish`,
    )
  })
})
