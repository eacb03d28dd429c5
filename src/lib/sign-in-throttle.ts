import { createRateLimiter, type RateLimitStore } from '@/lib/rate-limit'

export type SignInPolicy = {
  /** Failed sign-ins one address may make in the window before it must wait. */
  addressFailures: { limit: number; windowMs: number }
  /** Failed sign-ins on one account (from anywhere) in the window before each try must wait. */
  accountFailures: { threshold: number; windowMs: number }
  /** The first wait once an account passes its threshold; it doubles with each failure after. */
  backoff: { firstSeconds: number; maxSeconds: number }
  /**
   * Wrong passwords a browser that signed in to the account before (lib/known-device) may make
   * in the window; until then neither the address's nor the account's count holds it back.
   */
  knownDeviceFailures?: { limit: number; windowMs: number }
}

export type SignInParties = {
  address: string
  account: string
  /** The browser's id when it has signed in to this account before (lib/known-device). */
  knownDevice?: string | null
}

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
  const byDevice = policy.knownDeviceFailures
    ? createRateLimiter({ name: `${name}FailuresByDevice`, ...policy.knownDeviceFailures, store })
    : null
  const account = (key: string) => key.trim().toLowerCase()
  /** Whether the try comes from a browser known to the account that has not used its tries up. */
  const trusted = async (device: string | null | undefined) =>
    Boolean(
      device &&
      byDevice &&
      (await byDevice.refuseIfSpent(device).then(
        () => true,
        () => false,
      )),
    )

  return {
    async check({ address, account: key, knownDevice }) {
      // Strangers' failures (at this address or on this account) never hold a known browser back.
      if (await trusted(knownDevice)) return
      // Both asked at once (one wait on a shared store, not two); the address's refusal first.
      const answers = await Promise.allSettled([
        byAddress.refuseIfSpent(address),
        backoff.refuseIfSpent(account(key)),
      ])
      for (const answer of answers) if (answer.status === 'rejected') throw answer.reason
    },
    async failed({ address, account: key, knownDevice }) {
      // A known browser's wrong passwords are its own: they slow it, not the account's owner.
      if (knownDevice && (await trusted(knownDevice))) {
        await byDevice!.count(knownDevice)
        return
      }
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
    async succeeded({ account: key, knownDevice }) {
      await Promise.all([
        byAccount.forget(account(key)),
        backoff.forget(account(key)),
        knownDevice && byDevice?.forget(knownDevice),
      ])
    },
    async reset() {
      await Promise.all([byAddress.reset(), byAccount.reset(), backoff.reset(), byDevice?.reset()])
    },
  }
}
