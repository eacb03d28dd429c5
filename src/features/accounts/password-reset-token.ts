import 'server-only'

import { getSchoolName } from '@/features/settings/queries'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { assertUncommonPassword } from '@/lib/common-passwords'
import { memberLanguage } from '@/collections/Users/language'
import { resetPasswordEmail } from '@/collections/Users/reset-email'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

/**
 * Starts a password reset. Payload makes and stores the single-use token (valid 1 hour, see the
 * Users collection); we only write the e-mail, whose link opens the site's /reset-password page.
 * The caller cannot tell whether the address is registered: nothing is returned either way. The
 * e-mail is in the member's language, or that of the page the request came from.
 */
export async function sendPasswordReset(
  email: string,
  pageLocale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  const payload = await getPayloadClient()
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
  })
  if (!token) return
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    select: { email: true, language: true },
    // The visitor asking for a reset is not signed in; only the stored address is read.
    overrideAccess: true,
  })
  const member = docs[0]
  if (!member?.email) return
  const message = resetPasswordEmail({
    token,
    schoolName: await getSchoolName(),
    // The member's own language; the page's where they chose none.
    locale: member.language ? memberLanguage(member.language) : pageLocale,
  })
  await payload.sendEmail({ to: member.email, ...message })
}

/** Sets a new password with a reset token; Payload refuses an unknown, used or expired token. */
export async function resetPasswordWithToken(token: string, password: string): Promise<void> {
  assertUncommonPassword(password)
  const payload = await getPayloadClient()
  await payload.resetPassword({
    collection: 'users',
    data: { token, password },
    overrideAccess: true,
  })
}
