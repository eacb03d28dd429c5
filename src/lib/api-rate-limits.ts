import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Every limit of `/api/v1` writes and forms in one place: per address and per account or email. */
export const API_LIMITS = {
  loginByAddress: createRateLimiter({ limit: 20, windowMs: 15 * MINUTE }),
  loginByEmail: createRateLimiter({ limit: 10, windowMs: 15 * MINUTE }),
  registerByAddress: createRateLimiter({ limit: 10, windowMs: HOUR }),
  forgotByAddress: createRateLimiter({ limit: 10, windowMs: HOUR }),
  forgotByEmail: createRateLimiter({ limit: 3, windowMs: HOUR }),
  resetByAddress: createRateLimiter({ limit: 10, windowMs: HOUR }),
  contactByAddress: createRateLimiter({ limit: 5, windowMs: 10 * MINUTE }),
  contactByEmail: createRateLimiter({ limit: 5, windowMs: HOUR }),
  eventRegistrationByAddress: createRateLimiter({ limit: 10, windowMs: 10 * MINUTE }),
  eventRegistrationByEmail: createRateLimiter({ limit: 5, windowMs: HOUR }),
  alumniStoreByAddress: createRateLimiter({ limit: 10, windowMs: HOUR }),
  alumniStoreByAccount: createRateLimiter({ limit: 5, windowMs: HOUR }),
  admissionInquiryByAddress: createRateLimiter({ limit: 5, windowMs: 10 * MINUTE }),
} satisfies Record<string, RateLimiter>

/** Forgets every API count, so one test's requests never throttle the next test. */
export function resetApiRateLimits(): void {
  for (const limiter of Object.values(API_LIMITS)) limiter.reset()
}
