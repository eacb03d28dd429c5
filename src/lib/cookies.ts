import { env } from '@/lib/env'

/** Session cookies for both sign-in collections: HttpOnly (Payload's default), Lax, Secure on https. */
export const sessionCookies = {
  sameSite: 'Lax' as const,
  secure: env.SERVER_URL.startsWith('https://'),
}
