import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/** A key of its own for entry cards, so a leaked card says nothing about the session secret. */
function entryCodeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'reunion-entry-codes', 'entry card v1', 32))
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url')
}

const CODE_PATTERN = /^R(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

/**
 * A person's entry card code: the reunion, 128 random bits (unguessable) and an HMAC-SHA256 over
 * both (a code cannot be made up or altered without the site's secret).
 */
export function createEntryCode(reunionId: number, secret: string): string {
  const body = `R${reunionId}.${randomBytes(16).toString('base64url')}`
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
