import { z } from 'zod'

import { toAsciiDigits } from '@/lib/digits'
import { ValidationError } from '@/lib/errors'

// Length caps without a message of their own say it in plain words, in the form and the API.
z.config({
  customError: (issue) => {
    if (issue.code !== 'too_big') return undefined
    if (issue.origin === 'string') return `Please use at most ${issue.maximum} characters.`
    if (issue.origin === 'array') return `Please choose at most ${issue.maximum}.`
    return undefined
  },
})

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT = 'Please remove the unsupported characters.'

/**
 * Whether a text can be stored as typed: SQLite cuts a text at a NUL byte and Postgres refuses
 * it (a 500), and an unpaired surrogate (half an emoji) is stored as '�'.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value)
}

/** A text that can be stored as typed (see `isStorableText`). */
export function storableText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT)
}

/**
 * The rule of Payload's email fields (payload/dist/fields/validations.js `email`): every form's
 * own pattern is checked together with it, so an address a form accepts can also be stored.
 */
export const STORABLE_EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** An e-mail address Payload's email field stores (after a format check of the form's own). */
export function storableEmail(message: string) {
  return z.string().regex(STORABLE_EMAIL_PATTERN, message)
}

/** An e-mail address matching a form's own `pattern` that Payload's email field also stores. */
export function emailMatching(pattern: RegExp, message: string) {
  return z
    .string()
    .refine((value) => pattern.test(value) && STORABLE_EMAIL_PATTERN.test(value), message)
}

/** A required text: missing, non-text and blank input all give the same message. */
export function requiredText(message: string) {
  return storableText({ error: message }).trim().min(1, message)
}

/** What a name that is not a name (digits, a link, a sentence) is answered. */
export const NAME_LETTERS = 'Write a name with letters only, without numbers or sentences.'

/** Letters of any script (Bangla's signs included), words joined by spaces, dots, ' or -. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ .'’-]+[\p{L}\p{M}]+)*\.?$/u
const NAME_MAX_WORDS = 6

/**
 * A person's name as a visitor types it: required, at most `max` characters, letters with
 * spaces, dots, apostrophes and hyphens, a few words at most. A mail may show it as data; it can
 * never carry a message ("Parent, your fee is overdue. Pay 5000 Tk to …").
 */
export function personName(required: string, max = 80) {
  return requiredText(required).pipe(
    z
      .string()
      .max(max)
      .regex(NAME_PATTERN, NAME_LETTERS)
      .refine((value) => value.split(/\s+/).length <= NAME_MAX_WORDS, NAME_LETTERS),
  )
}

/** An optional text that, when given, must not be blank ('  ' is refused with `message`). */
export function optionalNonBlank(message: string) {
  return storableText()
    .optional()
    .refine((value) => value === undefined || value === '' || value.trim().length > 0, message)
    .transform((value) => (value && value.trim().length > 0 ? value.trim() : undefined))
}

/** A phone number as typed; Bengali digits become ASCII digits before any length check. */
export function phoneText(requiredMessage: string) {
  return requiredText(requiredMessage).transform(toAsciiDigits)
}

/** One of a fixed list of values, with a single message for missing or unknown values. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.enum(values, { error: message })
}

/** Turns zod issues into `{ field: [messages] }`, the shape every form and API answer uses. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_form'
    ;(result[key] ??= []).push(issue.message)
  }
  return result
}

/** Validates input with a feature's schema; failures are a ValidationError (a 422, or the form's messages). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error))
  return parsed.data
}
