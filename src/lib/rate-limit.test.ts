import { describe, expect, it } from 'vitest'

import { RateLimitError } from '@/lib/errors'

import { clientAddress, createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows the limit, refuses the next attempt, and opens again after the window', () => {
    let time = 1_000
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time })
    for (let i = 0; i < 3; i++) limiter.consume('a')
    expect(() => limiter.consume('a')).toThrow(RateLimitError)
    // Another key has its own window.
    expect(() => limiter.consume('b')).not.toThrow()
    time += 60_000
    expect(() => limiter.consume('a')).not.toThrow()
    for (let i = 0; i < 2; i++) limiter.consume('a')
    limiter.reset()
    expect(() => limiter.consume('a')).not.toThrow()
  })

  it('says how long to wait', () => {
    let time = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 30_000, now: () => time })
    limiter.consume('a')
    time = 10_000
    try {
      limiter.consume('a')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(RateLimitError)
      expect((error as RateLimitError).retryAfterSeconds).toBe(20)
    }
  })
})

describe('clientAddress', () => {
  it('believes only the hops added by trusted proxies', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.9, 203.0.113.5, 10.0.0.1' })
    // One proxy: the address it saw is the last entry; the client wrote the rest.
    expect(clientAddress(headers, 1)).toBe('10.0.0.1')
    expect(clientAddress(headers, 2)).toBe('203.0.113.5')
    expect(clientAddress(headers, 9)).toBe('198.51.100.9')
    expect(clientAddress(new Headers({ 'x-real-ip': '192.0.2.7' }), 1)).toBe('192.0.2.7')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
