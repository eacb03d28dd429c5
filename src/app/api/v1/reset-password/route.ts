import { resetPassword } from '@/features/accounts/reset-password'
import { apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/reset-password: the token from the e-mailed link plus the new password
 * (`password` and `confirmPassword`; the old contract's lone `newPassword` is accepted too).
 */
export const POST = apiRoute(async (request) => {
  const { message } = await resetPassword(() => readBody(request), {
    address: clientAddress(request.headers),
    honeypot: 'reset-password API',
  })
  return { status: 200, message }
})
