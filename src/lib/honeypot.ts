import 'server-only'

import { randomInt } from 'node:crypto'

import { HONEYPOT_FIELD } from '@/lib/form-state'

export { HONEYPOT_FIELD }

/** How a caught submission is logged: one line, naming the form and nothing the bot typed. */
export type HoneypotLog = (line: { msg: string; form: string }) => void | Promise<void>

/**
 * True when the hidden honeypot field came back with anything in it. People never see or reach
 * the field, so only a bot fills it. Missing, null or blank counts as empty: API clients that
 * never heard of the field, and a form whose field was left alone, pass.
 */
export function honeypotFilled(input: FormData | Record<string, unknown> | null | undefined) {
  const values =
    input instanceof FormData ? input.getAll(HONEYPOT_FIELD) : [input?.[HONEYPOT_FIELD]]
  return values.some((value) => {
    if (value === null || value === undefined) return false
    if (typeof value === 'string') return value.trim() !== ''
    return true
  })
}

/**
 * The server's one check of an anonymous submission: when the honeypot is filled it logs one
 * info line and answers true, and the caller then stores nothing, mails nothing and answers as
 * if it had succeeded, so the bot learns nothing.
 */
export async function caughtByHoneypot(
  input: FormData | Record<string, unknown> | null | undefined,
  form: string,
  log: HoneypotLog = logThroughPayload,
): Promise<boolean> {
  if (!honeypotFilled(input)) return false
  try {
    await log({ msg: 'Honeypot field filled: submission dropped with a success answer', form })
  } catch {
    // A lost log line never turns a caught bot into a stored submission.
  }
  return true
}

/** An id for the made-up record of a caught API submission, shaped like a real one. */
export function decoyId(): number {
  return randomInt(1_000, 1_000_000)
}

const logThroughPayload: HoneypotLog = async (line) => {
  const { getPayloadClient } = await import('@/lib/payload/get-payload-client')
  ;(await getPayloadClient()).logger.info(line)
}
