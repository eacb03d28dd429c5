import 'server-only'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { parseInput } from '@/lib/zod-fields'
import { BadRequestError, ValidationError } from '@/lib/errors'
import { caughtByHoneypot } from '@/lib/honeypot'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'

import { forgotPasswordSchema, resetPasswordSchema } from './schemas'
import { resetPasswordWithToken, sendPasswordReset } from './password-reset-token'

/** The same answer whether or not the address is registered. */
export const RESET_LINK_SENT = 'If your email is registered, a reset link has been sent!'
export const PASSWORD_RESET = 'Your password has been reset.'
export const RESET_FAILED = 'Failed to reset password. Try again.'

/**
 * 'Forgot password', from the form or `POST forgot-password`: a single-use link valid for 1 hour
 * is e-mailed. A filled honeypot sends nothing, with the same answer.
 */
export async function requestPasswordReset(
  submission: Submission,
  sender: Sender,
  locale: Locale = DEFAULT_LOCALE,
) {
  await API_LIMITS.forgotByAddress.consume(sender.address)
  const input = await readSubmission(submission)
  // Parsed before the honeypot: the per-e-mail limit needs the address, and counts caught bots too.
  const { email } = parseInput(forgotPasswordSchema, input)
  await API_LIMITS.forgotByEmail.consume(email)
  if (!(await caughtByHoneypot(input, sender.honeypot))) await sendPasswordReset(email, locale)
  return { message: RESET_LINK_SENT }
}

/**
 * A new password with the token of the e-mailed link, from the form or `POST reset-password`
 * (which also takes the old contract's lone `newPassword`). A filled honeypot leaves the token
 * alone and gets a reset's answer.
 */
export async function resetPassword(submission: Submission, sender: Sender) {
  await API_LIMITS.resetByAddress.consume(sender.address)
  const input = await readSubmission(submission)
  const legacy = input.password === undefined && input.newPassword !== undefined
  const fields = legacy
    ? { ...input, password: input.newPassword, confirmPassword: input.newPassword }
    : input
  // Parsed before the honeypot: a bot learns nothing a person sending the same fields would not.
  const { token, password } = parseInput(resetPasswordSchema, fields)
  if (await caughtByHoneypot(input, sender.honeypot)) return { message: PASSWORD_RESET }
  try {
    await resetPasswordWithToken(token, password)
  } catch (error) {
    // A common password is the member's to fix; an unknown, used or expired token gets one message.
    if (error instanceof ValidationError) throw error
    throw new BadRequestError(RESET_FAILED)
  }
  return { message: PASSWORD_RESET }
}
