import type { CollectionBeforeChangeHook } from 'payload'

import { asStaffAccount } from '@/access/duties'
import { GUARDIAN_PHONE_FIELD, type GuardianContact } from '@/lib/constants'
import { normaliseMobileNumber } from '@/lib/sms/phone-number'
import type { User } from '@/payload-types'

/** The number (8801… form) the chosen guardian's phone holds, or null. */
export function consentedNumber(member: Partial<User>): string | null {
  const contact = member.broadcast_consent as GuardianContact | null | undefined
  if (!contact) return null
  const check = normaliseMobileNumber(member[GUARDIAN_PHONE_FIELD[contact]])
  return check.ok ? check.number : null
}

/**
 * Keeps `guardian_sms_confirmed`, the guardian's number the school's SMS may go to, true to who
 * vouched for it. The office vouches for what it types: a guardian's phone or the SMS choice
 * changed in the admin confirms the new number, and a number typed in the confirmed box is saved
 * in 8801… form. A member's own change confirms nothing (the field is not theirs to write), so
 * a number a student typed takes no SMS until the guardian types back the code sent to it or the
 * office confirms it.
 */
export const confirmGuardianPhone: CollectionBeforeChangeHook<User> = ({
  data,
  originalDoc,
  req,
}) => {
  if (!asStaffAccount(req.user)) return data
  const before: Partial<User> = originalDoc ?? {}
  const after = { ...before, ...data }
  const typed = data.guardian_sms_confirmed
  // The admin's form sends the box as it stands, an empty one as '' or null.
  if (typed !== undefined && (typed || null) !== (before.guardian_sms_confirmed || null)) {
    const check = normaliseMobileNumber(typed)
    return { ...data, guardian_sms_confirmed: check.ok ? check.number : null }
  }
  const chosen = consentedNumber(after)
  if (chosen !== consentedNumber(before) || after.broadcast_consent !== before.broadcast_consent)
    return { ...data, guardian_sms_confirmed: chosen }
  return data
}
