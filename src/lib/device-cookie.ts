import { randomUUID } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { cookieIn, serverCookieHeader, serverCookieOptions } from '@/lib/cookies'
import { env } from '@/lib/env'
import { RateLimitError } from '@/lib/errors'

/**
 * A browser's own name for the limits, as OWASP's authentication cheat sheet describes device
 * cookies: a signed random id the server gave it. Failures are then counted for the browser
 * that made them, not for everyone behind its address (a school lab, a mobile operator's shared
 * address), so a stranger's wrong tries never slow a family's browser. It names no person and
 * is not a session; a cookie the server did not sign counts as none.
 */
export const DEVICE_COOKIE = 'device'

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const PURPOSE = 'device'

const key = () => new TextEncoder().encode(`${env.PAYLOAD_SECRET}:device-cookie`)

/** A new device id and the signed cookie value that carries it. */
export async function newDeviceCookie(): Promise<{ id: string; value: string }> {
  const id = randomUUID()
  const value = await new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime(`${MAX_AGE_SECONDS}s`)
    .sign(key())
  return { id, value }
}

/** The device id a cookie value names, or null when the server did not sign it. */
export async function deviceOf(value: string | undefined | null): Promise<string | null> {
  if (!value) return null
  try {
    const { payload } = await jwtVerify(value, key(), { algorithms: ['HS256'] })
    return payload.purpose === PURPOSE && typeof payload.sub === 'string' ? payload.sub : null
  } catch {
    return null
  }
}

/** The cookie's settings: only the server reads it. */
export const deviceCookieOptions = () => serverCookieOptions(MAX_AGE_SECONDS)

/** The `Set-Cookie` header of a new device cookie, for an API answer. */
export const deviceCookieHeader = (value: string) =>
  serverCookieHeader(DEVICE_COOKIE, value, MAX_AGE_SECONDS)

/** The signed device id a request's `Cookie` header carries, if any. */
export const deviceFromHeaders = (headers: Headers) => deviceOf(cookieIn(headers, DEVICE_COOKIE))

/**
 * A new device cookie for a browser at `address` that has none, or null when the address has
 * been given its hour's share (lib/limit-settings): its browsers then count by the address.
 */
export async function giveDeviceCookie(address: string): Promise<string | null> {
  try {
    await API_LIMITS.deviceCookiesByAddress.consume(address)
  } catch (error) {
    if (error instanceof RateLimitError) return null
    throw error
  }
  return (await newDeviceCookie()).value
}
