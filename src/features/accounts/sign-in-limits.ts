import 'server-only'

import { SIGN_IN } from '@/lib/api-rate-limits'
import { RateLimitError } from '@/lib/errors'
import type { SignInParties } from '@/lib/sign-in-throttle'

/**
 * Tries a member's password under the sign-in limits, wherever a password is asked for (sign-in
 * on the page or through the API, deleting the account): a wrong one counts against the address
 * and the account, a right one clears the account's count. Throws a RateLimitError while either
 * has to wait, before the password is tried.
 */
export async function tryMemberPassword<T>(
  parties: SignInParties,
  attempt: () => Promise<T>,
): Promise<T> {
  await SIGN_IN.members.check(parties)
  let result: T
  try {
    result = await attempt()
  } catch (error) {
    if (!(error instanceof RateLimitError)) await SIGN_IN.members.failed(parties)
    throw error
  }
  await SIGN_IN.members.succeeded(parties)
  return result
}
