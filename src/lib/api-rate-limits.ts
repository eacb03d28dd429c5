import { env, isPostgresUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import {
  createPostgresRateLimitStore,
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
  type RateLimitStoreLog,
} from '@/lib/rate-limit'
import { createSignInThrottle, type SignInThrottle } from '@/lib/sign-in-throttle'

import { API_LIMIT_SETTINGS, RESULT_LOOKUP_POLICY, SIGN_IN_POLICIES } from './limit-settings'

export { API_LIMIT_SETTINGS, RESULT_LOOKUP_POLICY, SIGN_IN_POLICIES }

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

type Limits = {
  api: ApiLimits
  signIn: Record<keyof typeof SIGN_IN_POLICIES, SignInThrottle>
  resultLookups: SignInThrottle
}

function createLimits(): Limits {
  const store = rateLimitStoreFor(env.DATABASE_URL)
  return {
    api: createApiLimits(store),
    signIn: {
      members: createSignInThrottle('memberSignIn', SIGN_IN_POLICIES.members, store),
      staff: createSignInThrottle('staffSignIn', SIGN_IN_POLICIES.staff, store),
    },
    resultLookups: createSignInThrottle('resultLookup', RESULT_LOOKUP_POLICY, store),
  }
}

/**
 * One set of limits per process, on globalThis: Next.js loads this file once for pages (server
 * actions) and once for route handlers, and a visitor trying both doors must meet one count.
 */
const limits: Limits = ((globalThis as { __rateLimits?: Limits }).__rateLimits ??= createLimits())

export const API_LIMITS: ApiLimits = limits.api

/** Sign-in to the site (members) and to the admin panel (staff). */
export const SIGN_IN: Limits['signIn'] = limits.signIn

/** Failed result lookups, per address and per exam, class and roll (the "account"). */
export const RESULT_LOOKUPS: SignInThrottle = limits.resultLookups
