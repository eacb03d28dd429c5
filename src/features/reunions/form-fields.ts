/**
 * The reunion form's boxes: the member's batch and payment, and one set of boxes per person
 * (`people.0.name` …). They live apart from the schema so the page draws the form without it.
 */
import { fieldText } from '@/lib/form-state'

export const REUNION_FORM_FIELDS = ['passing_year', 'payment_method', 'transaction_id'] as const
export const PERSON_FIELDS = ['name', 'relation', 'age_band', 'tshirt_size', 'ticket_type'] as const

/** The most people the form sends (the schema's MAX_PEOPLE). */
export const FORM_MAX_PEOPLE = 12

export type ReunionFormValues = Record<string, string>

export const personKey = (index: number, field: (typeof PERSON_FIELDS)[number]) =>
  `people.${index}.${field}`

/** How many people the typed values hold (at least one: the member). */
export function peopleCount(values: ReunionFormValues): number {
  let count = 0
  while (count < FORM_MAX_PEOPLE && personKey(count, 'name') in values) count += 1
  return Math.max(1, count)
}

/** Every box of the form as typed, people in order. */
export function readReunionForm(formData: FormData): ReunionFormValues {
  const values: ReunionFormValues = {}
  for (const key of REUNION_FORM_FIELDS) values[key] = fieldText(formData.get(key))
  for (let i = 0; i < FORM_MAX_PEOPLE && formData.has(personKey(i, 'name')); i++)
    for (const field of PERSON_FIELDS)
      values[personKey(i, field)] = fieldText(formData.get(personKey(i, field)))
  return values
}

/** The use case's input: untouched optional boxes are not given. */
export function reunionFormInput(values: ReunionFormValues) {
  const people = Array.from({ length: peopleCount(values) }, (_, i) =>
    Object.fromEntries(PERSON_FIELDS.map((field) => [field, values[personKey(i, field)] ?? ''])),
  )
  return {
    passing_year: values.passing_year,
    people,
    ...(values.payment_method ? { payment_method: values.payment_method } : {}),
    ...(values.transaction_id ? { transaction_id: values.transaction_id } : {}),
  }
}
