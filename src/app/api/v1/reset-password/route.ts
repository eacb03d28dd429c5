import { resetPasswordSchema } from '@/features/accounts/schemas'
import { assertUncommonPassword } from '@/lib/common-passwords'
import { resetPasswordWithToken } from '@/features/accounts/service'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiRoute, parseInput, readBody } from '@/app/api/v1/_shared/api-route'
import { BadRequestError } from '@/lib/errors'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/reset-password: the token from the e-mailed link plus the new password
 * (`password` and `confirmPassword`; the old contract's lone `newPassword` is accepted too).
 * A filled honeypot (`website`) leaves the token alone and gets the same answer.
 */
export const POST = apiRoute(async (request) => {
  await API_LIMITS.resetByAddress.consume(clientAddress(request.headers))
  const body = await readBody(request)
  const legacy = body.password === undefined && body.newPassword !== undefined
  const input = legacy
    ? { ...body, password: body.newPassword, confirmPassword: body.newPassword }
    : body
  const { token, password } = parseInput(resetPasswordSchema, input)
  assertUncommonPassword(password)
  if (await caughtByHoneypot(body, 'reset-password API')) {
    return { status: 200, message: 'Your password has been reset.' }
  }
  try {
    await resetPasswordWithToken(token, password)
  } catch {
    throw new BadRequestError('Failed to reset password. Try again.')
  }
  return { status: 200, message: 'Your password has been reset.' }
})
