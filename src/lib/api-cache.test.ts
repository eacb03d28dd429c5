import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  anonymousReadKey,
  clearApiCache,
  contentGeneration,
  keepAnswer,
  readCachedAnswer,
} from './api-cache'

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers })

beforeEach(clearApiCache)

describe('the API answer cache', () => {
  it('keys anonymous GET calls by address and route parameters only', () => {
    expect(anonymousReadKey(get('/api/v1/news?page=2'))).toBe('/api/v1/news?page=2 {}')
    expect(anonymousReadKey(get('/api/v1/news', { cookie: 'theme=dark' }))).toBe('/api/v1/news {}')
    expect(anonymousReadKey(get('/api/v1/news/7'), { id: '7' })).toBe('/api/v1/news/7 {"id":"7"}')
  })

  it('never keys writes or calls that carry a session', () => {
    const post = new Request('http://localhost:3000/api/v1/contact_us/store', { method: 'POST' })
    expect(anonymousReadKey(post)).toBeNull()
    expect(anonymousReadKey(get('/api/v1/news', { authorization: 'Bearer x' }))).toBeNull()
    expect(anonymousReadKey(get('/api/v1/news', { cookie: 'a=1; payload-token=abc' }))).toBeNull()
  })

  it('answers from memory for a minute, until content changes', () => {
    keepAnswer('/api/v1/news', '{"success":true}', 1_000)
    expect(readCachedAnswer('/api/v1/news', 30_000)).toBe('{"success":true}')
    expect(readCachedAnswer('/api/v1/news', 62_000)).toBeNull()
    keepAnswer('/api/v1/news', '{"success":true}', 1_000)
    clearApiCache()
    expect(readCachedAnswer('/api/v1/news', 2_000)).toBeNull()
  })

  it('forgets sooner an answer that goes stale by itself within seconds', () => {
    keepAnswer('/api/v1/alerts', '{"data":[]}', 1_000, 2_000)
    expect(readCachedAnswer('/api/v1/alerts', 3_000)).toBe('{"data":[]}')
    expect(readCachedAnswer('/api/v1/alerts', 3_001)).toBeNull()
  })

  it('is one store for every copy of the module, as Next.js loads one for pages and one for routes', async () => {
    keepAnswer('/api/v1/results/exams', '[1]', 1_000)
    vi.resetModules()
    const other = await import('./api-cache')
    expect(other.readCachedAnswer('/api/v1/results/exams', 2_000)).toBe('[1]')
    const before = other.contentGeneration()
    // A staff change seen by the pages' copy empties what the routes' copy answers.
    other.clearApiCache()
    expect(readCachedAnswer('/api/v1/results/exams', 2_000)).toBeNull()
    expect(contentGeneration()).toBe(before + 1)
  })

  it('forgets the least recently used answer beyond 500', () => {
    for (let i = 0; i < 501; i += 1) keepAnswer(`/a/${i}`, 'x', 1_000)
    expect(readCachedAnswer('/a/0', 2_000)).toBeNull()
    expect(readCachedAnswer('/a/500', 2_000)).toBe('x')
  })
})
