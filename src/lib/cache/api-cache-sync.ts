/**
 * With REDIS_URL set, a publish on one instance empties the kept /api/v1 answers of every
 * instance: the instance that cleared its own announces it on a Redis channel, and each instance
 * listens there. Without Redis (or while it is down) each instance's answers still expire after
 * a minute.
 */
import { createClient } from 'redis'

import { env } from '@/lib/env'

const CHANNEL = `${env.REDIS_KEY_PREFIX || 'next:'}api-answers-cleared`

let publisher: Promise<Client> | null = null
let listening: Promise<void> | null = null
let warnedAt = 0

function warn(error: unknown) {
  // One line a minute at most while Redis is down; answers then expire on their own.
  if (Date.now() - warnedAt < 60_000) return
  warnedAt = Date.now()
  console.warn(
    `Redis unavailable for clearing API answers on other instances: ${
      error instanceof Error ? error.message : String(error)
    }`,
  )
}

function newClient(url: string) {
  return createClient({
    url,
    // A publish while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  })
}

type Client = ReturnType<typeof newClient>

function connect(url: string): Promise<Client> {
  const client = newClient(url)
  client.on('error', warn)
  return client.connect()
}

/** Tells the other instances to empty their kept answers. */
export function announceApiAnswersCleared(): void {
  const url = env.REDIS_URL
  if (!url) return
  publisher ??= connect(url)
  publisher.then((client) => client.publish(CHANNEL, String(Date.now()))).catch(warn)
}

/**
 * Calls `onCleared` whenever any instance announces a clear; resolves once subscribed (at once
 * without Redis). Subscribes only once per process; the client resubscribes after a reconnect.
 */
export function listenForApiAnswersCleared(onCleared: () => void): Promise<void> {
  const url = env.REDIS_URL
  if (!url) return Promise.resolve()
  listening ??= connect(url)
    .then((client) => client.subscribe(CHANNEL, () => onCleared()))
    .catch((error: unknown) => {
      listening = null
      warn(error)
    })
  return listening
}
