import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { UnauthorizedError } from '@/lib/errors'
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

export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

/** The member a form was sent by, for a use case's `MemberSender`; signed out, the form says so. */
export async function formMember(): Promise<User & { collection: 'users' }> {
  const member = await getSessionMember()
  if (!member) throw new UnauthorizedError(SESSION_ENDED)
  return { ...member, collection: 'users' }
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

/**
 * Whitespace, control characters (browsers drop tab, CR and LF from an address, so `/\t/evil`
 * becomes `//evil`, another site) and backslashes (read as `/`): none belongs in a path we send.
 */
const hasUnsafeCharacter = (path: string) =>
  /[\s\\]/.test(path) ||
  [...path].some((ch) => {
    const code = ch.charCodeAt(0)
    return code < 0x20 || code === 0x7f
  })

const isPlainPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !hasUnsafeCharacter(path)

/**
 * Only same-site paths are followed after sign-in, never another site's address: a single `/`
 * then a path, checked as given and as each round of percent-decoding would read it.
 */
export function safeNextPath(value: unknown, fallback = '/user-profile'): string {
  if (typeof value !== 'string') return fallback
  let current = value
  // A few rounds at most: an address encoded deeper than that is not one of ours.
  for (let round = 0; round < 4; round++) {
    if (!isPlainPath(current)) return fallback
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return fallback
    }
    if (decoded === current) return value
    current = decoded
  }
  return fallback
}
