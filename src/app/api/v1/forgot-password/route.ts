import { requestPasswordReset } from '@/features/accounts/reset-password'
import { apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { clientAddress } from '@/lib/rate-limit'

/** POST /api/v1/forgot-password: email; the answer is the same whether or not it is registered. */
export const POST = apiRoute(async (request) => {
  const { message } = await requestPasswordReset(() => readBody(request), {
    address: clientAddress(request.headers),
    honeypot: 'forgot-password API',
  })
  return { status: 200, message }
})
