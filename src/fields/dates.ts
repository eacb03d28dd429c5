import type { DateField, DateFieldValidation } from 'payload'

/** A calendar day without a time, shown to staff as "5 Mar 2026". */
export const dayPicker = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const

/** When something starts: required, and indexed because lists sort and filter by it. */
export function startDateField(date: NonNullable<DateField['admin']>['date']): DateField {
  return { name: 'start_date', type: 'date', required: true, index: true, admin: { date } }
}

/** Refuses a date earlier than the one in `earlierField` beside it (an end before its start). */
export function notBefore(earlierField: string, message: string): DateFieldValidation {
  return (value, { siblingData }) => {
    const earlier = (siblingData as Record<string, unknown> | undefined)?.[earlierField]
    if (!value || !earlier) return true
    return new Date(String(value)) >= new Date(String(earlier)) ? true : message
  }
}
