// @ts-check
/**
 * Next.js cache handler (`cacheHandler` in next.config.ts) that keeps rendered pages, route
 * answers and fetch data in Redis, so every app instance serves the same cache and a
 * revalidation on one instance (revalidatePath / revalidateTag from a Payload hook) reaches all.
 * Plain JavaScript because `next start` imports it with Node directly, outside the bundler.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from 'redis'

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {Parameters<NextCacheHandler['get']>[1]} GetContext */
/** @typedef {Parameters<NextCacheHandler['set']>[1]} SetValue */
/** @typedef {Parameters<NextCacheHandler['set']>[2]} SetContext */
/** @typedef {{ lastModified: number, tags: string[], cacheControl?: unknown, value: unknown }} StoredEntry */

// Next.js loads this file by path, outside the app's bundle, so it reads process.env itself.
const KEY_PREFIX = process.env.REDIS_KEY_PREFIX || 'next:'
/** Tag name -> time (ms) it was revalidated; shared by every build so a publish reaches all. */
const TAGS_KEY = `${KEY_PREFIX}tags`
const TAGS_HEADER = 'x-next-cache-tags'
/** Entries without a lifetime of their own are dropped after this long without a rewrite. */
const DEFAULT_TTL_SECONDS = 14 * 24 * 3600
/** A Redis call slower than this is treated as a miss: a page renders rather than waits. */
const COMMAND_TIMEOUT_MS = 1500

/** @type {ReturnType<typeof createClient> | null} */
let client = null
/** @type {Promise<ReturnType<typeof createClient>> | null} */
let connecting = null
let warnedAt = 0

/** One connection per process: Next.js creates a handler for every request. */
function redis() {
  if (!connecting) {
    const url = process.env.REDIS_URL
    if (!url) throw new Error('REDIS_URL is not set; the Redis cache handler needs it.')
    client = createClient({
      url,
      // Commands fail at once while disconnected instead of queueing behind visitors' requests.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
      },
    })
    client.on('error', (error) => warn('Redis cache unavailable', error))
    connecting = client.connect()
  }
  return connecting
}

/** @param {string} message @param {unknown} error */
function warn(message, error) {
  // One line per minute at most while Redis is down; pages keep rendering without the cache.
  if (Date.now() - warnedAt < 60_000) return
  warnedAt = Date.now()
  console.warn(`${message}: ${error instanceof Error ? error.message : String(error)}`)
}

/**
 * @template T
 * @param {(redis: ReturnType<typeof createClient>) => Promise<T>} command
 * @returns {Promise<T | null>}
 */
async function withRedis(command) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), COMMAND_TIMEOUT_MS)
  })
  try {
    return /** @type {T} */ (await Promise.race([redis().then(command), timeout]))
  } catch (error) {
    warn('Redis cache unavailable', error)
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * JSON cannot hold the Buffers and Maps of a rendered page (RSC payload, segment data).
 * @param {unknown} value
 * @returns {unknown}
 */
export function encodeValue(value) {
  if (value instanceof Uint8Array) return { $buffer: Buffer.from(value).toString('base64') }
  if (value instanceof Map)
    return { $map: [...value].map(([key, item]) => [key, encodeValue(item)]) }
  if (Array.isArray(value)) return value.map(encodeValue)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeValue(item)]))
  return value
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
export function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue)
  if (!value || typeof value !== 'object') return value
  const record = /** @type {Record<string, unknown>} */ (value)
  if (typeof record.$buffer === 'string') return Buffer.from(record.$buffer, 'base64')
  if (Array.isArray(record.$map))
    return new Map(
      record.$map.map((pair) => {
        const [key, item] = /** @type {[unknown, unknown]} */ (pair)
        return [key, decodeValue(item)]
      }),
    )
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decodeValue(item)]))
}

/**
 * The tags an entry depends on: a page's or route's cache-tags header, a fetch's own tags.
 * @param {SetValue} value
 * @param {{ tags?: string[] }} context
 * @returns {string[]}
 */
export function tagsOf(value, context) {
  const headers = value && 'headers' in value ? value.headers : undefined
  const header = headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' ? header.split(',') : []
  return [...new Set([...fromHeader, ...(context.tags ?? [])])].filter(Boolean)
}

/**
 * True when one of the entry's tags was revalidated after the entry was written.
 * @param {number} lastModified
 * @param {(string | null | undefined)[]} revalidatedAt times (ms) from the tags hash, null if never
 * @param {number} now
 */
export function isRevalidated(lastModified, revalidatedAt, now = Date.now()) {
  return revalidatedAt.some((at) => {
    const time = Number(at)
    return at != null && Number.isFinite(time) && time >= lastModified && time <= now
  })
}

/** @param {string | undefined} serverDistDir */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'dev'
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}

/** @implements {NextCacheHandler} */
export default class RedisCacheHandler {
  /** @param {CacheHandlerContext} context */
  constructor(context) {
    // Entries belong to one build (their pages reference its scripts); a rolling deploy never
    // serves another build's pages.
    this.prefix = `${KEY_PREFIX}${buildIdOf(context.serverDistDir)}:`
  }

  /**
   * @param {string} key
   * @param {GetContext} context
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, context) {
    const raw = await withRedis((r) => r.get(this.prefix + key))
    if (typeof raw !== 'string') return null
    /** @type {StoredEntry} */
    const entry = JSON.parse(raw)
    const fetchTags =
      'tags' in context ? [...(context.tags ?? []), ...(context.softTags ?? [])] : []
    const tags = [...new Set([...entry.tags, ...fetchTags])]
    if (tags.length > 0) {
      const revalidatedAt = await withRedis((r) => r.hmGet(TAGS_KEY, tags))
      // Without the tag times the entry cannot be trusted; rendering again is always correct.
      if (revalidatedAt === null) return null
      // A stale tag re-renders at once too: fresh content for one blocking render.
      if (isRevalidated(entry.lastModified, revalidatedAt)) return null
    }
    return /** @type {CacheHandlerValue} */ ({
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl,
      value: decodeValue(entry.value),
    })
  }

  /**
   * @param {string} key
   * @param {SetValue} value
   * @param {SetContext} context
   */
  async set(key, value, context) {
    const cacheControl = 'cacheControl' in context ? context.cacheControl : undefined
    /** @type {StoredEntry} */
    const entry = {
      lastModified: Date.now(),
      tags: tagsOf(value, 'tags' in context ? context : {}),
      cacheControl,
      value: encodeValue(value),
    }
    const expire =
      cacheControl && typeof cacheControl.expire === 'number'
        ? cacheControl.expire
        : DEFAULT_TTL_SECONDS
    await withRedis((r) =>
      r.set(this.prefix + key, JSON.stringify(entry), {
        expiration: { type: 'EX', value: Math.max(1, Math.min(expire, DEFAULT_TTL_SECONDS)) },
      }),
    )
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [_durations]
   */
  async revalidateTag(tags, _durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    if (list.length === 0) return
    const now = String(Date.now())
    const result = await withRedis((r) =>
      r.hSet(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now]))),
    )
    // A revalidation that did not reach Redis must not pass silently: the publish would not show.
    if (result === null) throw new Error(`Could not revalidate ${list.join(', ')} in Redis.`)
  }

  resetRequestCache() {}
}
