import { LOGIN_FAILED, signInMember } from '@/features/accounts/api-accounts'
import { loginSchema } from '@/features/accounts/schemas'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiJson, apiRoute, parseInput, readBody } from '@/lib/api-route'
import { UnauthorizedError } from '@/lib/errors'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/login: email and password. Answers status 200, the token (for API clients) and
 * data{id, first_name, last_name}, and sets the HttpOnly session cookie (DECISIONS 2). A filled
 * honeypot (`website`) gets a wrong password's 401; the password is never tried.
 */
export const POST = apiRoute(async (request) => {
  await API_LIMITS.loginByAddress.consume(clientAddress(request.headers))
  const body = await readBody(request)
  const { email, password } = parseInput(loginSchema, body)
  await API_LIMITS.loginByEmail.consume(email)
  if (await caughtByHoneypot(body, 'login API')) throw new UnauthorizedError(LOGIN_FAILED)
  const session = await signInMember(email, password)
  return apiJson(
    {
      status: 200,
      message: 'Signed in.',
      token: session.token,
      exp: session.exp,
      data: {
        id: session.user.id,
        first_name: session.user.first_name,
        last_name: session.user.last_name,
      },
    },
    { headers: { 'Set-Cookie': session.cookie } },
  )
})
