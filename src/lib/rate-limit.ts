import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'

import pg from 'pg'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { env } from '@/lib/env'
import { RateLimitError } from '@/lib/errors'

export type RateLimiterOptions = {
  /** Names the limit's counts (e.g. `contactByAddress`); every limit of a store needs its own. */
  name: string
  limit: number
  windowMs: number
  /** Where the counts live: a store every app instance shares, or (without one) this process. */
  store?: RateLimitStore
}

export type RateLimiter = {
  /** Counts one attempt for `key`; throws a RateLimitError (with the seconds to wait) past the limit. */
  consume: (key: string) => Promise<void>
  /** Throws a RateLimitError when `key` has used up its limit; counts nothing. */
  refuseIfSpent: (key: string) => Promise<void>
  /** Counts one event for `key` (a failure) without refusing; answers the count in this window. */
  count: (key: string) => Promise<number>
  /** Holds `key` at its limit for `seconds` (a backoff). */
  block: (key: string, seconds: number) => Promise<void>
  /** Forgets the count of one key. */
  forget: (key: string) => Promise<void>
  /** Forgets every count of this limit (tests). */
  reset: () => Promise<void>
}

/**
 * A fixed window per key that opens with the key's first attempt, counted by rate-limiter-flexible
 * in this process's memory or, with a `store`, in a table every app instance shares. Keys are
 * case-insensitive and kept only as a hash, so no address or e-mail is stored.
 */
export function createRateLimiter({
  name,
  limit,
  windowMs,
  store,
}: RateLimiterOptions): RateLimiter {
  const keyPrefix = `rl:${name}`
  const options = { keyPrefix, points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)) }
  const build = (): RateLimiterAbstract => {
    const memory = new RateLimiterMemory(options)
    // While the shared store fails, the library counts in this process's memory instead.
    return store ? store.limiter({ ...options, insuranceLimiter: memory }) : memory
  }
  let limiter = build()
  const waitFor = (res: RateLimiterRes) =>
    new RateLimitError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)))
  return {
    async consume(key: string) {
      try {
        await limiter.consume(hashKey(key))
      } catch (error) {
        if (error instanceof RateLimiterRes) throw waitFor(error)
        throw error
      }
    },
    async refuseIfSpent(key: string) {
      const res = await limiter.get(hashKey(key))
      if (res && res.consumedPoints >= limit && res.msBeforeNext > 0) throw waitFor(res)
    },
    async count(key: string) {
      const res = await limiter.penalty(hashKey(key), 1)
      return res.consumedPoints
    },
    async block(key: string, seconds: number) {
      await limiter.block(hashKey(key), Math.max(1, Math.ceil(seconds)))
    },
    async forget(key: string) {
      await limiter.delete(hashKey(key))
    },
    async reset() {
      limiter = build()
      await store?.clear(keyPrefix)
    },
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key.toLowerCase()).digest('base64url')
}

/** What a store reports: when it stops answering (once per outage) and when it is back. */
export type RateLimitStoreLog = (level: 'warn' | 'info', message: string, error?: unknown) => void

export type RateLimitStore = {
  /** A limiter counting in the store; `insuranceLimiter` counts while the store cannot. */
  limiter: (options: {
    keyPrefix: string
    points: number
    duration: number
    insuranceLimiter: RateLimiterMemory
  }) => RateLimiterAbstract
  /** Deletes the counts of one limit. */
  clear: (keyPrefix: string) => Promise<void>
  /** Closes the store's connections. */
  close: () => Promise<void>
}

/** The one table of every shared count: the key (limit name + hashed key), points and expiry. */
export const RATE_LIMIT_TABLE = 'rate_limits'

/** After a failure the store is skipped this long, so visitors never wait on a dead database. */
const PAUSE_AFTER_FAILURE_MS = 30_000
/** Expired rows are deleted this often. */
const CLEANUP_EVERY_MS = 5 * 60_000

type Query = { text: string; values?: unknown[]; name?: string }
/** The part of a pg Pool the store uses (a test may hand in a stand-in). */
export type RateLimitPool = {
  query: (query: Query) => Promise<unknown>
  end: () => Promise<void>
}

/**
 * Counts in one Postgres table shared by every app instance (RateLimiterPostgres). The store has a
 * small pool of its own: its short timeouts make an unreachable database fail open within about
 * two seconds instead of holding requests, and counting never queues behind Payload's
 * transactions. Any failure sends the limiter to its in-memory insurance, logs one warning, and
 * leaves the database alone for 30 s; the table is created once per process (again if dropped).
 */
export function createPostgresRateLimitStore({
  connectionString,
  pool: givenPool,
  log = consoleLog,
}: {
  connectionString?: string
  pool?: RateLimitPool
  log?: RateLimitStoreLog
}): RateLimitStore {
  const pool = givenPool ?? ownPool(connectionString)

  let tableReady: Promise<void> | null = null
  let pausedUntil = 0
  let down = false
  let cleanup: ReturnType<typeof setInterval> | null = null

  function failed(error: unknown) {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS
    // A dropped table (e.g. a fresh migration) is created again on the next attempt.
    if ((error as { code?: string } | null)?.code === '42P01') tableReady = null
    if (down) return
    down = true
    log(
      'warn',
      'Rate limits: the shared store (Postgres) is unreachable; each app instance counts in its own memory until it is back.',
      error,
    )
  }

  function ensureTable(): Promise<void> {
    tableReady ??= pool
      .query({
        text: `CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (
          key varchar(255) PRIMARY KEY,
          points integer NOT NULL DEFAULT 0,
          expire bigint
        )`,
      })
      .then(
        () => {
          cleanup ??= setInterval(() => {
            pool
              .query({
                text: `DELETE FROM "${RATE_LIMIT_TABLE}" WHERE expire < $1`,
                values: [Date.now()],
              })
              .catch(() => {})
          }, CLEANUP_EVERY_MS)
          cleanup.unref?.()
        },
        (error: { code?: string }) => {
          // Two instances creating the table at the same moment: the other one won.
          if (error?.code === '23505' || error?.code === '42P07') return
          tableReady = null
          throw error
        },
      )
    return tableReady
  }

  /** What RateLimiterPostgres queries: the pool, behind the pause, the table check and the log. */
  const client = {
    async query(query: Query) {
      if (Date.now() < pausedUntil)
        throw new Error('The rate-limit store is paused after a failure')
      try {
        await ensureTable()
        const result = await pool.query(query)
        if (down) {
          down = false
          log('info', 'Rate limits: the shared store (Postgres) answers again.')
        }
        return result
      } catch (error) {
        failed(error)
        throw error
      }
    },
  }

  return {
    limiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: client,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        // The table is the store's to create, once; expired rows are the store's to delete.
        tableCreated: true,
        clearExpiredByTimeout: false,
      }),
    async clear(keyPrefix: string) {
      await ensureTable()
      await pool.query({
        text: `DELETE FROM "${RATE_LIMIT_TABLE}" WHERE left(key, $2) = $1`,
        values: [`${keyPrefix}:`, keyPrefix.length + 1],
      })
    },
    async close() {
      if (cleanup) clearInterval(cleanup)
      await pool.end()
    },
  }
}

function ownPool(connectionString: string | undefined): RateLimitPool {
  const pool = new pg.Pool({
    connectionString,
    max: 3,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
    application_name: 'school-website rate limits',
  })
  // A connection that dies while idle is dropped by the pool; unheard, the error would end the
  // process. A real outage shows (and is logged) on the next query.
  pool.on('error', () => {})
  return pool
}

const consoleLog: RateLimitStoreLog = (level, message, error) =>
  (level === 'warn' ? console.warn : console.info)(message, ...(error ? [error] : []))

/** The connection's address, stamped on each request by the server (scripts/lib/socket-address.mjs). */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

/**
 * The caller's address. Without a proxy in front (`TRUSTED_PROXY_HOPS` unset or 0) it is the
 * connection's own address, and X-Forwarded-For is ignored: a client can write anything there.
 * Behind proxies, each one appends the address it saw to X-Forwarded-For, so only the last
 * `trustedHops` entries can be believed and the leftmost of those is the visitor.
 */
export function clientAddress(headers: Headers, trustedHops = env.TRUSTED_PROXY_HOPS): string {
  const hops = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 0
  if (hops > 0) {
    const forwarded = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const visitor = forwarded[Math.max(0, forwarded.length - hops)]
    if (visitor) return countedAddress(visitor)
  }
  // A server started without the socket module counts every visitor under one name: safe, if tight.
  return countedAddress(headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'unknown')
}

/**
 * An address as the limits count it: an IPv6 client is given a whole /64 (one home or phone may
 * use any address in it), so it counts by its /64; an IPv4 address reached over IPv6
 * (`::ffff:203.0.113.9`) counts as itself.
 */
export function countedAddress(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)
  if (mapped) return mapped[1]!
  if (!isIPv6(bare)) return address
  const [head = '', tail = ''] = bare.toLowerCase().split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const groups = bare.includes('::')
    ? [...front, ...Array(8 - front.length - back.length).fill('0'), ...back]
    : front
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
