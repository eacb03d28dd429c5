import { RateLimitError } from '@/lib/errors'

export type RateLimiterOptions = {
  limit: number
  windowMs: number
  /** The clock, replaceable in tests. */
  now?: () => number
}

export type RateLimiter = {
  /** Counts one attempt for `key`; throws a RateLimitError (with the seconds to wait) past the limit. */
  consume: (key: string) => void
  /** Forgets every count (tests). */
  reset: () => void
}

const MAX_KEYS = 50_000

/**
 * A sliding-window limiter kept in this process's memory (several app instances would share a
 * store such as Redis instead). Keys are case-insensitive.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const hits = new Map<string, number[]>()
  return {
    consume(key: string) {
      const id = key.toLowerCase()
      const time = now()
      const recent = (hits.get(id) ?? []).filter((t) => t > time - windowMs)
      if (recent.length >= limit) {
        hits.set(id, recent)
        throw new RateLimitError(Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000)))
      }
      recent.push(time)
      // Re-inserting keeps the Map in last-use order, so the oldest keys go first under a flood.
      hits.delete(id)
      hits.set(id, recent)
      while (hits.size > MAX_KEYS) {
        const oldest = hits.keys().next().value
        if (oldest === undefined) break
        hits.delete(oldest)
      }
    },
    reset() {
      hits.clear()
    },
  }
}

/**
 * The caller's address. Each proxy in front of the site appends the address it saw to
 * X-Forwarded-For, so only the last `trustedHops` entries can be believed; anything to their left
 * was sent by the client. `TRUSTED_PROXY_HOPS` (default 1: one reverse proxy) sets the count.
 * Without the header, Next.js fills it in with the socket's address.
 */
export function clientAddress(
  headers: Headers,
  trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1),
): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const trusted = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 1
  return hops[Math.max(0, hops.length - trusted)] || headers.get('x-real-ip')?.trim() || 'unknown'
}
