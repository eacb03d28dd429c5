import { z } from 'zod'

import { toAsciiDigits } from '@/lib/digits'

/** A required text: missing, non-text and blank input all give the same message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message)
}

/** An optional text that, when given, must not be blank ('  ' is refused with `message`). */
export function optionalNonBlank(message: string) {
  return z
    .string()
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
