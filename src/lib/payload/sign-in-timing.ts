import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

/** Payload's password hash (pbkdf2-sha256-v1, generatePasswordSaltHash): its cost, mirrored. */
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

const hash = promisify(pbkdf2)

/**
 * After a failed sign-in, spends on an unknown e-mail what checking a known account's password
 * costs, so the time of the answer does not tell whether an account exists (Payload refuses an
 * unknown e-mail at once, and hashes the password of a known one).
 */
export async function equalTimeForUnknownAccount(
  payload: Payload,
  collection: 'users' | 'admins',
  email: unknown,
  password: unknown,
): Promise<void> {
  if (typeof email !== 'string' || typeof password !== 'string') return
  const { totalDocs } = await payload.count({
    collection,
    where: { email: { equals: email.trim().toLowerCase() } },
    // Whether the account exists decides only how long this waits; nothing of it is answered.
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await spendPasswordHash(password)
}

/** Spends what hashing a password costs Payload (a sign-in's check, a new account's hash). */
export async function spendPasswordHash(password: string): Promise<void> {
  await hash(password, randomBytes(32), HASH_ITERATIONS, HASH_KEY_LENGTH, 'sha256')
}
