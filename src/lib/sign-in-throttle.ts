import { createRateLimiter, type RateLimitStore } from '@/lib/rate-limit'

export type SignInPolicy = {
  /** Failed sign-ins one address may make in the window before it must wait. */
  addressFailures: { limit: number; windowMs: number }
  /** Failed sign-ins on one account (from anywhere) in the window before each try must wait. */
  accountFailures: { threshold: number; windowMs: number }
  /** The first wait once an account passes its threshold; it doubles with each failure after. */
  backoff: { firstSeconds: number; maxSeconds: number }
}

export type SignInParties = { address: string; account: string }

export type SignInThrottle = {
  /** Throws a RateLimitError while the address or the account has to wait. */
  check: (parties: SignInParties) => Promise<void>
  /** Counts a wrong password against the address and the account. */
  failed: (parties: SignInParties) => Promise<void>
  /** A right password clears the account's failures (an address's stay: they are other people's). */
  succeeded: (parties: SignInParties) => Promise<void>
  /** Forgets every count (tests). */
  reset: () => Promise<void>
}

/**
 * Sign-in limits driven by failures only, so a class signing in from one school address is never
 * refused: an address is stopped after many wrong passwords (password spraying), and an account
 * after a few waits longer with each wrong password (credential stuffing from many addresses),
 * instead of being locked for a fixed time by whoever knows its e-mail.
 */
export function createSignInThrottle(
  name: string,
  policy: SignInPolicy,
  store?: RateLimitStore,
): SignInThrottle {
  const byAddress = createRateLimiter({
    name: `${name}FailuresByAddress`,
    ...policy.addressFailures,
    store,
  })
  const byAccount = createRateLimiter({
    name: `${name}FailuresByAccount`,
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: policy.accountFailures.windowMs,
    store,
  })
  const backoff = createRateLimiter({
    name: `${name}Backoff`,
    limit: 1,
    windowMs: policy.backoff.maxSeconds * 1000,
    store,
  })
  const account = (key: string) => key.trim().toLowerCase()

  return {
    async check({ address, account: key }) {
      // Both asked at once (one wait on a shared store, not two); the address's refusal first.
      const answers = await Promise.allSettled([
        byAddress.refuseIfSpent(address),
        backoff.refuseIfSpent(account(key)),
      ])
      for (const answer of answers) if (answer.status === 'rejected') throw answer.reason
    },
    async failed({ address, account: key }) {
      const [, failures] = await Promise.all([
        byAddress.count(address),
        byAccount.count(account(key)),
      ])
      const over = failures - policy.accountFailures.threshold
      if (over >= 0) {
        const wait = policy.backoff.firstSeconds * 2 ** Math.min(over, 20)
        await backoff.block(account(key), Math.min(policy.backoff.maxSeconds, wait))
      }
    },
    async succeeded({ account: key }) {
      await Promise.all([byAccount.forget(account(key)), backoff.forget(account(key))])
    },
    async reset() {
      await Promise.all([byAddress.reset(), byAccount.reset(), backoff.reset()])
    },
  }
}
