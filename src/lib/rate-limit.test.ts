import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { RateLimitError } from '@/lib/errors'

import {
  clientAddress,
  countedAddress,
  createPostgresRateLimitStore,
  createRateLimiter,
  type RateLimitPool,
} from './rate-limit'

/** The seconds a refused attempt is told to wait; fails the test when the attempt is allowed. */
async function refusedFor(attempt: Promise<void>): Promise<number> {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RateLimitError)
  return (error as RateLimitError).retryAfterSeconds
}

describe('createRateLimiter (in memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows the limit, refuses the next attempt, and opens again after the window', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 3, windowMs: 60_000 })
    for (let i = 0; i < 3; i++) await limiter.consume('a')
    await expect(limiter.consume('a')).rejects.toThrow(RateLimitError)
    // Another key has its own window.
    await expect(limiter.consume('b')).resolves.toBeUndefined()
    vi.advanceTimersByTime(60_000)
    await expect(limiter.consume('a')).resolves.toBeUndefined()
    for (let i = 0; i < 2; i++) await limiter.consume('a')
    await expect(limiter.consume('a')).rejects.toThrow(RateLimitError)
    await limiter.reset()
    await expect(limiter.consume('a')).resolves.toBeUndefined()
  })

  it('says how long to wait', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 1, windowMs: 30_000 })
    await limiter.consume('a')
    vi.advanceTimersByTime(10_000)
    expect(await refusedFor(limiter.consume('a'))).toBe(20)
    // Never less than a second, even at the window's last moment.
    vi.advanceTimersByTime(19_999)
    expect(await refusedFor(limiter.consume('a'))).toBe(1)
  })

  it('counts keys case-insensitively', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 2, windowMs: 60_000 })
    await limiter.consume('Visitor@Example.com')
    await limiter.consume('visitor@example.COM')
    await expect(limiter.consume('VISITOR@EXAMPLE.COM')).rejects.toThrow(RateLimitError)
  })

  it('counts each limit on its own and, without a store, each app instance on its own', async () => {
    const contact = createRateLimiter({ name: 'contact', limit: 1, windowMs: 60_000 })
    const login = createRateLimiter({ name: 'login', limit: 1, windowMs: 60_000 })
    await contact.consume('a')
    await expect(login.consume('a')).resolves.toBeUndefined()
    await expect(contact.consume('a')).rejects.toThrow(RateLimitError)
    const contactElsewhere = createRateLimiter({ name: 'contact', limit: 1, windowMs: 60_000 })
    await expect(contactElsewhere.consume('a')).resolves.toBeUndefined()
  })
})

describe('createPostgresRateLimitStore when the database cannot be reached', () => {
  it('fails open to counting in memory, with one warning per outage', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const pool: RateLimitPool = {
      query: vi.fn(async () => {
        throw refused
      }),
      end: vi.fn(async () => {}),
    }
    const log = vi.fn()
    const store = createPostgresRateLimitStore({ pool, log })
    const limiter = createRateLimiter({ name: 'contact', limit: 2, windowMs: 60_000, store })

    await limiter.consume('198.51.100.7')
    await limiter.consume('198.51.100.7')
    // The limit still holds, counted by the in-memory insurance.
    expect(await refusedFor(limiter.consume('198.51.100.7'))).toBeGreaterThan(0)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('unreachable'), refused)
    // After the first failure the store is left alone for a while: no request waits on it.
    expect(pool.query).toHaveBeenCalledTimes(1)
    await store.close()
  })
})

describe('clientAddress', () => {
  it('believes only the hops added by trusted proxies', () => {
    const headers = new Headers({
      'x-forwarded-for': '198.51.100.9, 203.0.113.5, 10.0.0.1',
      'x-socket-address': '127.0.0.1',
    })
    // One proxy: the address it saw is the last entry; the client wrote the rest.
    expect(clientAddress(headers, 1)).toBe('10.0.0.1')
    expect(clientAddress(headers, 2)).toBe('203.0.113.5')
    expect(clientAddress(headers, 9)).toBe('198.51.100.9')
  })

  it('with no proxy configured, counts by the connection and ignores a forwarded header', () => {
    const spoofed = new Headers({
      'x-forwarded-for': '198.51.100.9',
      'x-real-ip': '192.0.2.7',
      'x-socket-address': '203.0.113.40',
    })
    expect(clientAddress(spoofed, 0)).toBe('203.0.113.40')
    expect(clientAddress(spoofed, Number.NaN)).toBe('203.0.113.40')
    // Behind a proxy that sent no header, the proxy's connection is all there is.
    expect(clientAddress(new Headers({ 'x-socket-address': '10.0.0.1' }), 1)).toBe('10.0.0.1')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.9' }), 0)).toBe('unknown')
  })

  it('is safe without a proxy by default', () => {
    const previous = process.env.TRUSTED_PROXY_HOPS
    delete process.env.TRUSTED_PROXY_HOPS
    try {
      const headers = new Headers({
        'x-forwarded-for': '198.51.100.9',
        'x-socket-address': '127.0.0.1',
      })
      expect(clientAddress(headers)).toBe('127.0.0.1')
    } finally {
      if (previous !== undefined) process.env.TRUSTED_PROXY_HOPS = previous
    }
  })
})

describe('countedAddress', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(countedAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64')
    expect(countedAddress('2001:db8:abcd:12::99')).toBe('2001:db8:abcd:12::/64')
    expect(countedAddress('2001:0db8:abcd:0012:ffff::1')).toBe('2001:db8:abcd:12::/64')
    expect(countedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(countedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('counts IPv4, also reached over IPv6, as itself', () => {
    expect(countedAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(countedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(countedAddress('unknown')).toBe('unknown')
  })

  it('gives every address of one /64 the same count through clientAddress', () => {
    const headers = (address: string) => new Headers({ 'x-socket-address': address })
    expect(clientAddress(headers('2001:db8:1:2::a'), 0)).toBe(
      clientAddress(headers('2001:db8:1:2:ffff:ffff:ffff:ffff'), 0),
    )
  })
})
