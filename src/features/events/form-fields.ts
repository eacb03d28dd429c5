/**
 * The boxes of the event registration form, in order (the terms checkbox sends 'on'). They live
 * apart from the schema so the page draws the form without shipping the validation library.
 */
export const EVENT_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'present_address',
  'permanent_address',
  'grade',
  'school',
  'studentId',
  'interests',
  'participation',
  'notes',
  'terms',
] as const

export type EventFormValues = Record<(typeof EVENT_FORM_FIELDS)[number], string>

/** Form values as the schema reads them: blank optional boxes are absent, a ticked box is true. */
export function eventFormInput(values: EventFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values, terms: values.terms === 'on' }
  for (const key of ['studentId', 'interests', 'notes'] as const)
    if (values[key] === '') delete input[key]
  return input
}
