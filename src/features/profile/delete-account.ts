import 'server-only'

import { tryMemberPassword } from '@/features/accounts/sign-in-limits'
import { RateLimitError } from '@/lib/errors'
import { readSubmission, type MemberSender, type Submission } from '@/lib/submission'
import { parseInput } from '@/lib/zod-fields'

import { deleteOwnAccount } from './own-profile'
import { deleteAccountSchema } from './schemas'

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes.'

/**
 * A member deletes their own account, confirmed by their password
 * (docs/decisions.md, 'Children's data is private by default'). The password is tried under the
 * sign-in limits, as on the sign-in form, so the form cannot be used to guess it.
 */
export async function deleteMemberAccount(submission: Submission, sender: MemberSender) {
  const member = await sender.member()
  const { password } = parseInput(deleteAccountSchema, await readSubmission(submission))
  try {
    await tryMemberPassword({ address: sender.address, account: member.email }, () =>
      deleteOwnAccount(member, password),
    )
  } catch (error) {
    if (error instanceof RateLimitError) {
      throw new RateLimitError(error.retryAfterSeconds, TOO_MANY_ATTEMPTS)
    }
    throw error
  }
}
