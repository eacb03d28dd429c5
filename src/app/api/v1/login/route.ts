import { LOGIN_FAILED, signInMember } from '@/features/accounts/api-accounts'
import { loginSchema } from '@/features/accounts/schemas'
import { tryMemberPassword } from '@/features/accounts/sign-in-limits'
import { apiJson, apiRoute, parseInput, readBody } from '@/app/api/v1/_shared/api-route'
import { UnauthorizedError } from '@/lib/errors'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/login: email and password. Answers status 200, the token (for API clients) and
 * data{id, first_name, last_name}, and sets the HttpOnly session cookie. A filled
 * honeypot (`website`) gets a wrong password's 401; the password is never tried.
 */
export const POST = apiRoute(async (request) => {
  const body = await readBody(request)
  const { email, password } = parseInput(loginSchema, body)
  if (await caughtByHoneypot(body, 'login API')) throw new UnauthorizedError(LOGIN_FAILED)
  const parties = { address: clientAddress(request.headers), account: email }
  const session = await tryMemberPassword(parties, () => signInMember(email, password))
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
