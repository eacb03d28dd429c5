import type { z } from 'zod'

/** What a form's server action answers: field errors keep the typed values for the next render. */
export type FormState<V extends Record<string, string>> =
  | { status: 'idle'; values: V }
  | { status: 'invalid'; values: V; errors: Partial<Record<keyof V, string>> }
  | { status: 'error'; values: V; message: string }
  | { status: 'success'; values: V; message: string }

/**
 * The honeypot of every anonymous form: a field people never see or reach (components/ui
 * honeypot-field) that form-filling bots fill. Its name reads like a real field on purpose.
 */
export const HONEYPOT_FIELD = 'website'

/**
 * No form field takes more than 1,000 characters. A value past 2,000 is cut there: it stays
 * wrong for its field (and is answered so), while the answer, which shows the typed values
 * again, does not carry a hostile client's megabytes back twice (in the page and its data).
 */
export const FIELD_TEXT_MAX = 2_000

/** One field's typed text, as a string of at most `FIELD_TEXT_MAX` characters. */
export function fieldText(value: FormDataEntryValue | null): string {
  return String(value ?? '').slice(0, FIELD_TEXT_MAX)
}

/** The typed text of every field, as strings. */
export function readFields<K extends string>(
  formData: FormData,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, fieldText(formData.get(key))])) as Record<
    K,
    string
  >
}

/** The first message of each field, in the form's shape. */
export function firstErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K
    if (key && !result[key]) result[key] = issue.message
  }
  return result
}
