/**
 * The rate limits as app instances build them. On Postgres (CI runs this suite on it too) every
 * instance counts in one shared table, so a limit holds across instances; on SQLite there is one
 * instance and the counts live in its memory. An unreachable store fails open to memory.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { API_LIMITS, createApiLimits, rateLimitStoreFor } from '@/lib/api-rate-limits'
import { env, isPostgres } from '@/lib/env'
import { RateLimitError } from '@/lib/errors'
import { RATE_LIMIT_TABLE, type RateLimitStore } from '@/lib/rate-limit'

import { resetApiRateLimits } from '../helpers/rate-limits'

const stores: RateLimitStore[] = []
/** One app instance: its own store (its own connections) and its own limiter objects. */
function appInstance() {
  const store = rateLimitStoreFor(env.DATABASE_URL)
  if (store) stores.push(store)
  return createApiLimits(store)
}

/** A key no other test (or earlier run) has counted. */
const freshAddress = () => `2001:db8::${randomBytes(4).toString('hex')}`

async function refused(attempt: Promise<void>): Promise<RateLimitError> {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RateLimitError)
  return error as RateLimitError
}

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  await resetApiRateLimits()
})

describe('rate limits across app instances', () => {
  it.runIf(isPostgres)(
    'on Postgres, two app instances share one count: five contact messages in all, then 429',
    async () => {
      const first = appInstance()
      const second = appInstance()
      expect(first).not.toBe(second)
      const address = freshAddress()
      for (const instance of [first, second, first, second, first]) {
        await instance.contactByEmail.consume(address)
      }
      for (const instance of [second, first]) {
        const error = await refused(instance.contactByEmail.consume(address))
        expect(error.retryAfterSeconds).toBeGreaterThan(0)
        expect(error.retryAfterSeconds).toBeLessThanOrEqual(60 * 60)
      }
      // Keys are case-insensitive across instances too (three reset e-mails an hour).
      await first.forgotByEmail.consume('Guardian@Example.com')
      await second.forgotByEmail.consume('guardian@example.com')
      await first.forgotByEmail.consume('GUARDIAN@EXAMPLE.COM')
      await refused(second.forgotByEmail.consume('guardian@EXAMPLE.com'))
      // Another limit of the same table counts on its own.
      await expect(second.forgotByAddress.consume(address)).resolves.toBeUndefined()
    },
  )

  it.runIf(isPostgres)(
    'on Postgres, the app’s own limits count in the one shared table, keys kept only as hashes',
    async () => {
      const address = freshAddress()
      await API_LIMITS.eventRegistrationByAddress.consume(address)
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      try {
        const { rows } = await client.query<{ key: string; points: number }>(
          `SELECT key, points FROM "${RATE_LIMIT_TABLE}" WHERE key LIKE 'rl:eventRegistrationByAddress:%'`,
        )
        expect(rows).toEqual([{ key: expect.any(String), points: 1 }])
        expect(rows[0]?.key).not.toContain(address)
        const tables = await client.query(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name LIKE 'rate_limit%'`,
        )
        expect(tables.rows[0].n).toBe(1)
      } finally {
        await client.end()
      }
    },
  )

  it.runIf(!isPostgres)(
    'on SQLite (one app instance), the counts live in each instance’s own memory',
    async () => {
      expect(rateLimitStoreFor(env.DATABASE_URL)).toBeUndefined()
      const first = appInstance()
      const second = appInstance()
      const address = freshAddress()
      for (let i = 0; i < 5; i += 1) await first.contactByEmail.consume(address)
      await refused(first.contactByEmail.consume(address))
      await expect(second.contactByEmail.consume(address)).resolves.toBeUndefined()
    },
  )

  it('fails open to memory, with one warning, when the shared store cannot be reached', async () => {
    const log = vi.fn()
    // Nothing listens on port 1: every connection is refused at once.
    const store = rateLimitStoreFor('postgres://nobody:nothing@127.0.0.1:1/none', log)
    expect(store).toBeDefined()
    stores.push(store as RateLimitStore)
    const limits = createApiLimits(store)
    const address = freshAddress()
    for (let i = 0; i < 5; i += 1) await limits.contactByEmail.consume(address)
    // Visitors are let through, yet the limit still holds within this instance.
    await refused(limits.contactByEmail.consume(address))
    await limits.forgotByAddress.consume('someone@example.com')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith(
      'warn',
      expect.stringContaining('unreachable'),
      expect.anything(),
    )
  })
})
