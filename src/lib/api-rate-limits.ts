import { env, isPostgresUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import {
  createPostgresRateLimitStore,
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
  type RateLimitStoreLog,
} from '@/lib/rate-limit'
import {
  createSignInThrottle,
  type SignInPolicy,
  type SignInThrottle,
} from '@/lib/sign-in-throttle'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Every limit of the site's writes and forms in one place (the pages' forms, `/api/v1` and the
 * admin's sign-in). An address may be a whole school lab or thousands of mobile subscribers behind
 * one carrier address, so per-address limits sit far above what honest use from one address
 * reaches (a class of 40 signing up at once, a results-day rush); what one person can abuse is
 * limited per e-mail or account instead.
 */
export const API_LIMIT_SETTINGS = {
  registerByAddress: { limit: 100, windowMs: HOUR },
  forgotByAddress: { limit: 30, windowMs: HOUR },
  forgotByEmail: { limit: 3, windowMs: HOUR },
  resetByAddress: { limit: 30, windowMs: HOUR },
  contactByAddress: { limit: 30, windowMs: 10 * MINUTE },
  contactByEmail: { limit: 5, windowMs: HOUR },
  eventRegistrationByAddress: { limit: 300, windowMs: 10 * MINUTE },
  eventRegistrationByEmail: { limit: 5, windowMs: HOUR },
  alumniStoreByAddress: { limit: 60, windowMs: HOUR },
  alumniStoreByAccount: { limit: 5, windowMs: HOUR },
  admissionInquiryByAddress: { limit: 30, windowMs: 10 * MINUTE },
  // A member changes a picture a few times; 20 an hour caps the re-encoding one account causes.
  uploadByMember: { limit: 20, windowMs: HOUR },
} as const

export type ApiLimits = Record<keyof typeof API_LIMIT_SETTINGS, RateLimiter>

/** The limits as one app instance builds them, counting in `store` (or in its own memory). */
export function createApiLimits(store?: RateLimitStore): ApiLimits {
  return Object.fromEntries(
    Object.entries(API_LIMIT_SETTINGS).map(([name, limit]) => [
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

/**
 * Sign-in is limited by wrong passwords only. Members: an address (a lab, a carrier) may get 100
 * wrong in 15 minutes; an account waits from its 10th wrong password in an hour, 30 s doubling up
 * to 15 minutes. Staff: one address gets 10 wrong an hour, fewer than the 20 that slow a staff
 * account, so no single stranger can hold the office out of the admin panel.
 */
export const SIGN_IN_POLICIES = {
  members: {
    addressFailures: { limit: 100, windowMs: 15 * MINUTE },
    accountFailures: { threshold: 10, windowMs: HOUR },
    backoff: { firstSeconds: 30, maxSeconds: 15 * 60 },
  },
  staff: {
    addressFailures: { limit: 10, windowMs: HOUR },
    accountFailures: { threshold: 20, windowMs: HOUR },
    backoff: { firstSeconds: 30, maxSeconds: 15 * 60 },
  },
} as const satisfies Record<string, SignInPolicy>

const store = rateLimitStoreFor(env.DATABASE_URL)

export const API_LIMITS: ApiLimits = createApiLimits(store)

/** Sign-in to the site (members) and to the admin panel (staff). */
export const SIGN_IN: Record<keyof typeof SIGN_IN_POLICIES, SignInThrottle> = {
  members: createSignInThrottle('memberSignIn', SIGN_IN_POLICIES.members, store),
  staff: createSignInThrottle('staffSignIn', SIGN_IN_POLICIES.staff, store),
}

/** Forgets every count, so one test's requests never throttle the next test. */
export async function resetApiRateLimits(): Promise<void> {
  await Promise.all([
    ...Object.values(API_LIMITS).map((limiter) => limiter.reset()),
    ...Object.values(SIGN_IN).map((throttle) => throttle.reset()),
  ])
}
