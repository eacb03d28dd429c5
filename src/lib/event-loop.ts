/**
 * How the server's event loop has fared, as the server guard (scripts/lib/server-guard.mjs)
 * records it: a turn of over 2 s (a parse, a render or a query holding the only thread) is
 * remembered for `UNWELL_FOR_MS`, so /api/health reports the instance unhealthy meanwhile.
 */
type LoopState = { longestRecentMs: number; lastBlockEndedAt: number }

export const UNWELL_FOR_MS = 30_000

const KEY = Symbol.for('school.event-loop')

export type LoopHealth = { healthy: true } | { healthy: false; blockedMs: number; sinceMs: number }

/** Healthy unless the loop was blocked for over 2 s within the last `UNWELL_FOR_MS`. */
export function eventLoopHealth(now = Date.now()): LoopHealth {
  const state = (globalThis as { [KEY]?: LoopState })[KEY]
  if (!state || state.lastBlockEndedAt === 0) return { healthy: true }
  const sinceMs = now - state.lastBlockEndedAt
  if (sinceMs > UNWELL_FOR_MS) return { healthy: true }
  return { healthy: false, blockedMs: state.longestRecentMs, sinceMs }
}
