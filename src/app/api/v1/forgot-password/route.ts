import { forgotPasswordSchema } from '@/features/accounts/schemas'
import { sendPasswordReset } from '@/features/accounts/service'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiRoute, parseInput, readBody } from '@/app/api/v1/_shared/api-route'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'

/**
 * The same answer whether or not the address is registered
 * (docs/decisions.md, 'Password reset needs a secret link').
 */
const RESET_REQUESTED = 'If your email is registered, a reset link has been sent!'

/**
 * POST /api/v1/forgot-password: email; a single-use link valid for 1 hour is e-mailed (not when
 * the honeypot `website` is filled; the answer is the same).
 */
export const POST = apiRoute(async (request) => {
  await API_LIMITS.forgotByAddress.consume(clientAddress(request.headers))
  const body = await readBody(request)
  const { email } = parseInput(forgotPasswordSchema, body)
  await API_LIMITS.forgotByEmail.consume(email)
  if (!(await caughtByHoneypot(body, 'forgot-password API'))) await sendPasswordReset(email)
  return { status: 200, message: RESET_REQUESTED }
})
