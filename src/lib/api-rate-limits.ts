import { env, isPostgresUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import {
  createPostgresRateLimitStore,
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
  type RateLimitStoreLog,
} from '@/lib/rate-limit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Every limit of `/api/v1` writes and forms in one place: per address and per account or email. */
const LIMITS = {
  loginByAddress: { limit: 20, windowMs: 15 * MINUTE },
  loginByEmail: { limit: 10, windowMs: 15 * MINUTE },
  registerByAddress: { limit: 10, windowMs: HOUR },
  forgotByAddress: { limit: 10, windowMs: HOUR },
  forgotByEmail: { limit: 3, windowMs: HOUR },
  resetByAddress: { limit: 10, windowMs: HOUR },
  contactByAddress: { limit: 5, windowMs: 10 * MINUTE },
  contactByEmail: { limit: 5, windowMs: HOUR },
  eventRegistrationByAddress: { limit: 10, windowMs: 10 * MINUTE },
  eventRegistrationByEmail: { limit: 5, windowMs: HOUR },
  alumniStoreByAddress: { limit: 10, windowMs: HOUR },
  alumniStoreByAccount: { limit: 5, windowMs: HOUR },
  admissionInquiryByAddress: { limit: 5, windowMs: 10 * MINUTE },
  // A member changes a picture a few times; 20 an hour caps the re-encoding one account causes.
  uploadByMember: { limit: 20, windowMs: HOUR },
} as const

export type ApiLimits = Record<keyof typeof LIMITS, RateLimiter>

/** The limits as one app instance builds them, counting in `store` (or in its own memory). */
export function createApiLimits(store?: RateLimitStore): ApiLimits {
  return Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => [
      name,
      createRateLimiter({ name, ...limit, store }),
    ]),
  ) as ApiLimits
}

/**
 * Where an app instance on `databaseUrl` counts: on Postgres, one table that every instance
 * shares (so several instances hold one limit between them); on SQLite (one instance), memory.
 */
export function rateLimitStoreFor(
  databaseUrl: string,
  log: RateLimitStoreLog = logThroughPayload,
): RateLimitStore | undefined {
  return isPostgresUrl(databaseUrl)
    ? createPostgresRateLimitStore({ connectionString: databaseUrl, log })
    : undefined
}

/** Store messages go to Payload's log with the rest; to the console if Payload is not up. */
const logThroughPayload: RateLimitStoreLog = (level, message, error) => {
  getPayloadClient()
    .then((payload) => payload.logger[level]({ err: error, msg: message }))
    .catch(() => (level === 'warn' ? console.warn : console.info)(message, error ?? ''))
}

export const API_LIMITS: ApiLimits = createApiLimits(rateLimitStoreFor(env.DATABASE_URL))

/** Forgets every API count, so one test's requests never throttle the next test. */
export async function resetApiRateLimits(): Promise<void> {
  await Promise.all(Object.values(API_LIMITS).map((limiter) => limiter.reset()))
}
