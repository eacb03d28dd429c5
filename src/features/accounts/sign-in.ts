import 'server-only'

import { cookies } from 'next/headers'
import { generatePayloadCookie } from 'payload'

import { knownDeviceFor, rememberSignIn } from '@/lib/known-device'
import { equalTimeForUnknownAccount } from '@/lib/payload/sign-in-timing'
import { parseInput } from '@/lib/zod-fields'
import { UnauthorizedError } from '@/lib/errors'
import { caughtByHoneypot } from '@/lib/honeypot'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'

import { loginSchema } from './schemas'
import { tryMemberPassword } from './sign-in-limits'

export const LOGIN_FAILED = 'Failed Login. Please try again.'

/**
 * Signs a member in, from the form or `POST login`: Payload checks the password and opens a
 * session. A filled honeypot gets a wrong password's answer, the one answer that gives nothing
 * away without a session; the password is never tried (nor counted). `knownDevice` is the
 * browser's known-device cookie: a browser this account signed in from before is not held back
 * by strangers' wrong passwords. The answer carries that cookie with this account added.
 */
export async function signInMember(submission: Submission, sender: Sender, knownDevice?: string) {
  const input = await readSubmission(submission)
  // The limits come last: they count wrong passwords only, per address and per (parsed) account.
  const { email, password } = parseInput(loginSchema, input)
  if (await caughtByHoneypot(input, sender.honeypot)) throw new UnauthorizedError(LOGIN_FAILED)
  const payload = await getPayloadClient()
  const parties = {
    address: sender.address,
    account: email,
    knownDevice: await knownDeviceFor(knownDevice, 'members', email),
  }
  const session = await tryMemberPassword(parties, () =>
    payload.login({ collection: 'users', data: { email, password } }).catch(async () => {
      await equalTimeForUnknownAccount(payload, 'users', email, password)
      throw new UnauthorizedError(LOGIN_FAILED)
    }),
  )
  if (!session.token || !session.user) throw new UnauthorizedError(LOGIN_FAILED)
  return {
    token: session.token,
    exp: session.exp,
    user: session.user,
    knownDevice: await rememberSignIn(knownDevice, 'members', email),
  }
}

/** The HttpOnly session cookie for an API answer's Set-Cookie. */
export async function sessionCookieHeader(token: string): Promise<string> {
  const payload = await getPayloadClient()
  return generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}

/** The session cookie set on a form's answer, as Payload's own sign-in helper sets it. */
export async function setSessionCookie(token: string): Promise<void> {
  const payload = await getPayloadClient()
  const auth = payload.collections.users.config.auth
  const cookie = generatePayloadCookie({
    collectionAuthConfig: auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  if (!cookie.value) return
  ;(await cookies()).set(cookie.name, cookie.value, {
    domain: auth.cookies.domain,
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    httpOnly: true,
    sameSite:
      typeof auth.cookies.sameSite === 'string'
        ? (auth.cookies.sameSite.toLowerCase() as 'lax' | 'strict' | 'none')
        : 'lax',
    secure: auth.cookies.secure || false,
  })
}
