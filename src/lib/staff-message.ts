import 'server-only'

import { AppError, ValidationError } from '@/lib/errors'
import { logError } from '@/lib/log/server'

/** A message for the admin panel, in both of its languages. */
export type StaffMessage = { en: string; bn: string }

/**
 * What an admin tool tells staff about an error: a known message in both languages, another
 * client error as written, and anything else logged and answered with `failed`.
 */
export async function staffMessageFor(
  error: unknown,
  known: Record<string, StaffMessage>,
  failed: StaffMessage & { log: string },
): Promise<StaffMessage> {
  const text =
    error instanceof ValidationError
      ? (Object.values(error.errors)[0]?.[0] ?? error.message)
      : error instanceof AppError && error.status < 500
        ? error.message
        : null
  if (text !== null) return known[text] ?? { en: text, bn: text }
  await logError(failed.log, error)
  return { en: failed.en, bn: failed.bn }
}
