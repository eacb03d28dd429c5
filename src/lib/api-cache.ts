import { announceApiAnswersCleared, listenForApiAnswersCleared } from '@/lib/cache/api-cache-sync'
import { hasCookie, SESSION_COOKIE } from '@/lib/session-cookie'

/**
 * Answers of anonymous GET calls to /api/v1, kept in memory so reading public content does not
 * query the database on every call. Every answer is the same for every anonymous caller, so the
 * address is the key. Publishing anything (any page revalidation) empties the cache, on every
 * instance when they share Redis; a minute's lifetime bounds staleness for time-based lists
 * (upcoming events) and for other instances without Redis.
 */
const MAX_ENTRIES = 500
const MAX_BODY_CHARS = 256 * 1024
const LIFETIME_MS = 60_000

type Entry = { body: string; storedAt: number; lifetimeMs: number }
/**
 * `generation` counts how many times the answers were emptied, so other in-memory copies of
 * content can tell they are stale.
 */
type Store = { answers: Map<string, Entry>; generation: number }

/**
 * One store per process, on globalThis: Next.js loads this file once for pages and once for route
 * handlers, and a staff change seen by either copy must empty the answers both serve.
 */
const store: Store = ((globalThis as { __apiAnswers?: Store }).__apiAnswers ??= {
  answers: new Map(),
  generation: 0,
})
const { answers } = store

/**
 * The cache key of a request (its address and route parameters), or null when its answer may
 * depend on who asks.
 */
export function anonymousReadKey(request: Request, params: object = {}): string | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null
  if (hasCookie(request.headers.get('cookie') ?? '', SESSION_COOKIE)) return null
  const url = new URL(request.url)
  return `${url.pathname}${url.search} ${JSON.stringify(params)}`
}

/** Starts emptying this instance's answers whenever another instance clears its own. */
export function followOtherInstances(): Promise<void> {
  return listenForApiAnswersCleared(() => {
    answers.clear()
    store.generation += 1
  })
}

/** Changes whenever published content changes (here or, with Redis, on another instance). */
export function contentGeneration(): number {
  void followOtherInstances()
  return store.generation
}

export function readCachedAnswer(key: string, now = Date.now()): string | null {
  void followOtherInstances()
  const entry = answers.get(key)
  if (!entry) return null
  if (now - entry.storedAt > entry.lifetimeMs) {
    answers.delete(key)
    return null
  }
  // Most recently used last, so the oldest entry is the first to go.
  answers.delete(key)
  answers.set(key, entry)
  return entry.body
}

/** Keeps an answer for a minute, or for `lifetimeMs` when it goes stale by itself sooner. */
export function keepAnswer(
  key: string,
  body: string,
  now = Date.now(),
  lifetimeMs = LIFETIME_MS,
): void {
  if (body.length > MAX_BODY_CHARS) return
  answers.delete(key)
  answers.set(key, { body, storedAt: now, lifetimeMs })
  while (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value as string)
}

/** Forgets every kept answer, here and on the other instances; called whenever published content changes. */
export function clearApiCache(): void {
  answers.clear()
  store.generation += 1
  announceApiAnswersCleared()
}
