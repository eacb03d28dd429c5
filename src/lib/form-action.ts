import 'server-only'

import { headers } from 'next/headers'

import { inVisitorLanguage } from '@/i18n/answer-in-language'
import { AppError, ConflictError, ValidationError } from '@/lib/errors'
import { readFields, type FormState } from '@/lib/form-state'
import { HONEYPOT_FIELD } from '@/lib/honeypot'
import { logError } from '@/lib/log/server'
import { clientAddress } from '@/lib/rate-limit'
import type { Sender } from '@/lib/submission'

type FormValues = Record<string, string>

export type FormActionOptions<V extends FormValues> = {
  /** What the form shows again after a failure (passwords blanked, for instance). */
  keep: V
  /** The message of an unexpected failure; the error itself goes to the log under `logAs`. */
  failure: string
  logAs: string
  /**
   * Field errors with no box of their own on this form become its message instead (e.g. a
   * picture's problem on a form without a picture box). All fields are shown when omitted.
   */
  shownFields?: ReadonlySet<string>
  /** The form's own words, where it has more than the site's (the reunion forms). */
  localise?: Parameters<typeof inVisitorLanguage>[1]
}

/**
 * The one adapter of a form's server action, as `apiRoute` is the API's: runs a use case and
 * answers its typed errors as the form's state, in the visitor's language. Field errors keep
 * their first message; any other refusal (429, 409, 404 …) is the form's message; anything else
 * is logged and answered with `failure`.
 */
export async function formAction<V extends FormValues>(
  options: FormActionOptions<V>,
  run: () => Promise<{ message: string; values: V }>,
): Promise<FormState<V>> {
  let answer: FormState<V>
  try {
    const done = await run()
    answer = { status: 'success', values: done.values, message: done.message }
  } catch (error) {
    answer = await formFailure(error, options)
  }
  return inVisitorLanguage(answer, options.localise)
}

async function formFailure<V extends FormValues>(
  error: unknown,
  { keep, failure, logAs, shownFields }: FormActionOptions<V>,
): Promise<FormState<V>> {
  if (error instanceof ValidationError) {
    // A list item's problem ('hobbies.2') is shown at the list's box.
    const entries = Object.entries(error.errors).map(
      ([key, messages]) => [key.split('.')[0] ?? key, messages] as const,
    )
    const shown = shownFields ? entries.filter(([key]) => shownFields.has(key)) : entries
    const other = entries.find(([key]) => shownFields && !shownFields.has(key))
    if (other || shown.length === 0) {
      return { status: 'error', values: keep, message: other?.[1][0] ?? error.message }
    }
    const errors: Partial<Record<keyof V, string>> = {}
    for (const [key, messages] of shown) errors[key as keyof V] ??= messages[0] ?? ''
    return { status: 'invalid', values: keep, errors }
  }
  if (error instanceof ConflictError && error.field) {
    const errors: Partial<Record<keyof V, string>> = {}
    errors[error.field as keyof V] = error.message
    return { status: 'invalid', values: keep, errors }
  }
  if (error instanceof AppError && error.status < 500) {
    return { status: 'error', values: keep, message: error.message }
  }
  await logError(logAs, error)
  return { status: 'error', values: keep, message: failure }
}

/** The address a form's request came from, as the API's `clientAddress(request.headers)`. */
export async function formAddress(): Promise<string> {
  return clientAddress(await headers())
}

/** Who sent a public form: their address, and the form's name for the honeypot's log. */
export async function formSender(honeypot: string): Promise<Sender> {
  return { address: await formAddress(), honeypot }
}

/** A public form's fields as typed (to show again), and with its honeypot (for the use case). */
export function readPublicForm<K extends string>(formData: FormData, keys: readonly K[]) {
  return {
    values: readFields(formData, keys),
    input: readFields(formData, [...keys, HONEYPOT_FIELD]),
  }
}
