import 'server-only'

import { headers } from 'next/headers'

import { AppError, ValidationError } from '@/lib/errors'
import { logError } from '@/lib/log/server'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

/** A message for the admin panel, in both of its languages. */
export type StaffMessage = { en: string; bn: string }

/** Who sent an admin panel's server action (its session cookie), or null. */
export async function signedInUser() {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user
}

/**
 * The admin's answer to a failed action: a refusal's message in both languages (`messages` keyed
 * by its English text), or `failed` for anything unexpected, which is logged under `logAs`.
 */
export async function staffMessageFor(
  error: unknown,
  {
    messages,
    failed,
    logAs,
  }: { messages: Record<string, StaffMessage>; failed: StaffMessage; logAs: string },
): Promise<StaffMessage> {
  const text =
    error instanceof ValidationError
      ? (Object.values(error.errors)[0]?.[0] ?? error.message)
      : error instanceof AppError && error.status < 500
        ? error.message
        : null
  if (text !== null) return messages[text] ?? { en: text, bn: text }
  await logError(logAs, error)
  return failed
}
