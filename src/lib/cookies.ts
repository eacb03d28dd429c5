import { env } from '@/lib/env'

/** Session cookies for both sign-in collections: HttpOnly (Payload's default), Lax, Secure on https. */
export const sessionCookies = {
  sameSite: 'Lax' as const,
  secure: env.SERVER_URL.startsWith('https://'),
}

/** A cookie only the server reads (HttpOnly, Lax, Secure on https), kept for `maxAge` seconds. */
export const serverCookieOptions = (maxAge: number) =>
  ({ httpOnly: true, sameSite: 'lax', secure: sessionCookies.secure, path: '/', maxAge }) as const

/** The `Set-Cookie` header of a server-read cookie, for an API answer. */
export function serverCookieHeader(name: string, value: string, maxAge: number): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(sessionCookies.secure ? ['Secure'] : []),
  ].join('; ')
}

/** A cookie's value in a request's `Cookie` header, if any. */
export function cookieIn(headers: Headers, name: string): string | undefined {
  return (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)
}
