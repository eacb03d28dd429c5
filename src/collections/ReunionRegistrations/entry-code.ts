import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto'

import { toAsciiDigits } from '@/lib/digits'

/** A key of its own for entry cards, so a leaked card says nothing about the session secret. */
function entryCodeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'reunion-entry-codes', 'entry card v1', 32))
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url')
}

/** Crockford's base 32: no I, L, O or U, so nothing printed reads as another character. */
const SHORT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** The printed code under the QR: 9 random characters (45 bits) and a check character. */
export const SHORT_CODE_LENGTH = 10

/**
 * The check character of Luhn's mod-N algorithm over Crockford's alphabet: any one character
 * mistyped, and most pairs of neighbours swapped, no longer check.
 */
function checkCharacter(body: string): string {
  const n = SHORT_ALPHABET.length
  let factor = 2
  let sum = 0
  for (let i = body.length - 1; i >= 0; i -= 1) {
    const addend = factor * SHORT_ALPHABET.indexOf(body[i]!)
    sum += Math.floor(addend / n) + (addend % n)
    factor = factor === 2 ? 1 : 2
  }
  return SHORT_ALPHABET[(n - (sum % n)) % n]!
}

function newShortCode(): string {
  const body = Array.from(
    { length: SHORT_CODE_LENGTH - 1 },
    () => SHORT_ALPHABET[randomInt(SHORT_ALPHABET.length)],
  ).join('')
  return body + checkCharacter(body)
}

/**
 * Cards issued before short codes carry 22 random characters where newer ones carry the short
 * code; both verify.
 */
const CODE_PATTERN = /^R(\d{1,12})\.([0-9A-Z]{10}|[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

/**
 * A person's entry card code, as the QR holds it: the reunion, the short code printed under the
 * QR (unguessable enough for a gate that only signed-in staff use) and an HMAC-SHA256 over both
 * (a code cannot be made up or altered without the site's secret).
 */
export function createEntryCode(reunionId: number, secret: string): string {
  const body = `R${reunionId}.${newShortCode()}`
  return `${body}.${mac(entryCodeKey(secret), body)}`
}

/** The reunion a genuine code belongs to, or null for a mistyped, altered or made-up code. */
export function verifyEntryCode(code: string, secret: string): { reunionId: number } | null {
  const match = CODE_PATTERN.exec(code.trim())
  if (!match) return null
  const body = `R${match[1]}.${match[2]}`
  const expected = Buffer.from(mac(entryCodeKey(secret), body))
  const given = Buffer.from(match[3] ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return { reunionId: Number(match[1]) }
}

/** The short code a card prints under its QR, or null for a card issued before short codes. */
export function shortCodeOf(code: string | null | undefined): string | null {
  const middle = code?.split('.')[1]
  return middle && middle.length === SHORT_CODE_LENGTH && /^[0-9A-Z]+$/.test(middle) ? middle : null
}

/** As printed and read aloud: two groups of five. */
export function formatShortCode(short: string): string {
  return `${short.slice(0, 5)} ${short.slice(5)}`
}

/**
 * What a volunteer typed, read as a short code: in any case, with spaces or dashes, in Bengali
 * digits, O for 0 and I or L for 1. `mistyped` when it looks like one but does not check (a
 * character wrong, missing or extra); null when it is no short code at all (a whole QR code).
 */
export function readShortCode(typed: string): { short: string } | 'mistyped' | null {
  const plain = toAsciiDigits(typed)
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (!/^[0-9A-Z]{6,14}$/.test(plain)) return null
  if (plain.length !== SHORT_CODE_LENGTH || [...plain].some((c) => !SHORT_ALPHABET.includes(c)))
    return 'mistyped'
  return checkCharacter(plain.slice(0, -1)) === plain.slice(-1) ? { short: plain } : 'mistyped'
}

/** The code as a person types it at the gate: the short code, or the whole code of an older card. */
export function printedCode(code: string): string {
  const short = shortCodeOf(code)
  return short ? formatShortCode(short) : code
}
