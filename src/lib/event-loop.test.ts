import { afterEach, describe, expect, it } from 'vitest'

import { eventLoopHealth, UNWELL_FOR_MS } from './event-loop'

const KEY = Symbol.for('school.event-loop')
const record = (state: { longestRecentMs: number; lastBlockEndedAt: number } | undefined) => {
  ;(globalThis as Record<symbol, unknown>)[KEY] = state
}

afterEach(() => record(undefined))

describe('eventLoopHealth', () => {
  it('is healthy without the guard, and before any block', () => {
    expect(eventLoopHealth()).toEqual({ healthy: true })
    record({ longestRecentMs: 0, lastBlockEndedAt: 0 })
    expect(eventLoopHealth()).toEqual({ healthy: true })
  })

  it('is unhealthy for a while after the loop was blocked over 2 s, then well again', () => {
    const now = 1_000_000
    record({ longestRecentMs: 3_400, lastBlockEndedAt: now - 5_000 })
    expect(eventLoopHealth(now)).toEqual({ healthy: false, blockedMs: 3_400, sinceMs: 5_000 })
    expect(eventLoopHealth(now - 5_000 + UNWELL_FOR_MS + 1)).toEqual({ healthy: true })
  })
})
