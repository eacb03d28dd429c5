import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { User } from '@/payload-types'
import { localePath } from '@/i18n/locales'
import { getLocale } from 'next-intl/server'

/** The signed-in member of this request, or null (an expired or forged cookie counts as signed out). */
export async function getSessionMember(): Promise<User | null> {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: await headers() })
    return user && user.collection === 'users' ? user : null
  } catch {
    return null
  }
}

/**
 * The signed-in member, or a redirect to /login that comes back to `returnTo` after sign-in
 * (for /user-profile and /alumni-association/details/{id}).
 */
export async function requireMember(returnTo: string): Promise<User> {
  const member = await getSessionMember()
  if (!member)
    redirect(
      localePath(`/login?next=${encodeURIComponent(safeNextPath(returnTo))}`, await getLocale()),
    )
  return member
}

/** Only same-site paths are followed after sign-in, never another site's address. */
export function safeNextPath(value: unknown, fallback = '/user-profile'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  ) {
    return fallback
  }
  return value
}
