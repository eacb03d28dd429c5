import { API_LIMITS, RESULT_LOOKUPS, SIGN_IN } from '@/lib/api-rate-limits'

/** Forgets every count, so one test's requests never throttle the next test. */
export async function resetApiRateLimits(): Promise<void> {
  await Promise.all([
    ...Object.values(API_LIMITS).map((limiter) => limiter.reset()),
    ...Object.values(SIGN_IN).map((throttle) => throttle.reset()),
    RESULT_LOOKUPS.reset(),
  ])
}
