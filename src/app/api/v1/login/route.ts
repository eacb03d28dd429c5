import { sessionCookieHeader, signInMember } from '@/features/accounts/sign-in'
import { apiJson, apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { knownDeviceCookieHeader, knownDeviceCookieIn } from '@/lib/known-device'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/login: email and password. Answers status 200, the token (for API clients) and
 * data{id, first_name, last_name}, and sets the HttpOnly session cookie.
 */
export const POST = apiRoute(async (request) => {
  const session = await signInMember(
    () => readBody(request),
    { address: clientAddress(request.headers), honeypot: 'login API' },
    knownDeviceCookieIn(request.headers),
  )
  const { id, first_name, last_name } = session.user
  const answer = apiJson(
    {
      status: 200,
      message: 'Signed in.',
      token: session.token,
      exp: session.exp,
      data: { id, first_name, last_name },
    },
    { headers: { 'Set-Cookie': await sessionCookieHeader(session.token) } },
  )
  answer.headers.append('Set-Cookie', knownDeviceCookieHeader(session.knownDevice))
  return answer
})
