import { createHmac, randomUUID } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'

import { cookieIn, serverCookieHeader, serverCookieOptions } from '@/lib/cookies'
import { env } from '@/lib/env'

/**
 * A browser that has signed in to an account before, as OWASP's authentication cheat sheet
 * describes device cookies: a signed cookie naming the accounts that signed in from it. Wrong
 * passwords from elsewhere slow an account down; a browser this cookie names for that account is
 * not slowed by them (its own wrong passwords are counted for it alone). The cookie names the
 * accounts by a keyed digest, never the e-mail, and is not a session: it opens nothing.
 */
export const KNOWN_DEVICE_COOKIE = 'known-device'

/** The accounts one browser remembers (a family's shared phone, a lab computer): the latest. */
const MAX_ACCOUNTS = 5
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60
const PURPOSE = 'known-device'

export type SignInDoor = 'members' | 'staff'

export type KnownDevice = { id: string; accounts: string[] }

const key = () => new TextEncoder().encode(`${env.PAYLOAD_SECRET}:known-device`)

/** An account as the cookie names it: a digest of the door and e-mail under the site's secret. */
export function accountMark(door: SignInDoor, email: string): string {
  return createHmac('sha256', `${env.PAYLOAD_SECRET}:known-device-account`)
    .update(`${door}:${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22)
}

/** The browser a cookie value names, or null when the server did not sign it. */
export async function knownDeviceOf(value: string | undefined | null): Promise<KnownDevice | null> {
  if (!value) return null
  try {
    const { payload } = await jwtVerify(value, key(), { algorithms: ['HS256'] })
    const accounts = payload.accounts
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string') return null
    if (!Array.isArray(accounts) || !accounts.every((mark) => typeof mark === 'string')) return null
    return { id: payload.sub, accounts: accounts as string[] }
  } catch {
    return null
  }
}

/**
 * The device id under which this browser's sign-ins to `email` are counted, or null when the
 * cookie is missing, forged or names other accounts: such a try is counted as a stranger's.
 */
export async function knownDeviceFor(
  value: string | undefined | null,
  door: SignInDoor,
  email: string,
): Promise<string | null> {
  const device = await knownDeviceOf(value)
  return device?.accounts.includes(accountMark(door, email)) ? device.id : null
}

/** The cookie value after `email` signed in from this browser (its id kept, the account added). */
export async function rememberSignIn(
  value: string | undefined | null,
  door: SignInDoor,
  email: string,
): Promise<string> {
  const device = await knownDeviceOf(value)
  const mark = accountMark(door, email)
  const accounts = [mark, ...(device?.accounts ?? []).filter((each) => each !== mark)]
  return new SignJWT({ purpose: PURPOSE, accounts: accounts.slice(0, MAX_ACCOUNTS) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(device?.id ?? randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${MAX_AGE_SECONDS}s`)
    .sign(key())
}

/** The cookie's settings: only the server reads it. */
export const knownDeviceCookieOptions = () => serverCookieOptions(MAX_AGE_SECONDS)

/** The `Set-Cookie` header of the cookie, for an API answer. */
export const knownDeviceCookieHeader = (value: string) =>
  serverCookieHeader(KNOWN_DEVICE_COOKIE, value, MAX_AGE_SECONDS)

/** The cookie's value in a request's `Cookie` header, if any. */
export const knownDeviceCookieIn = (headers: Headers) => cookieIn(headers, KNOWN_DEVICE_COOKIE)
