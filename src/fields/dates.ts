import type { DateField, DateFieldValidation } from 'payload'

import { staffMessage, staffText } from './staff-text'

/** The admin panel's date and time, day-month-year with the year: "5 March 2026, 4:30 PM". */
export const STAFF_DATE_FORMAT = 'd MMMM yyyy, h:mm a'

/** A calendar day without a time, shown to staff as "5 March 2026". */
export const dayPicker = { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } as const

/** A day and a time of day, shown to staff as "5 March 2026, 4:30 PM". */
export const dayAndTimePicker = {
  pickerAppearance: 'dayAndTime',
  displayFormat: STAFF_DATE_FORMAT,
} as const

/**
 * When a news item or notice counts as published: today unless staff choose another day, and
 * filled in when left empty, so an item saved without one is not buried as the oldest.
 */
export const publishDateField: DateField = {
  name: 'publish_date',
  type: 'date',
  label: staffText('Publish date', 'প্রকাশের তারিখ'),
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  hooks: { beforeValidate: [({ value }) => value || new Date().toISOString()] },
  admin: {
    date: dayPicker,
    description: staffText(
      'Today unless you choose another day. Lists show the newest first.',
      'অন্য দিন না বেছে নিলে আজকের তারিখ। তালিকায় নতুনগুলো আগে দেখায়।',
    ),
  },
}

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

/**
 * Refuses a date later than the one in `laterField` beside it, or in `fallbackField` when that is
 * empty (registration closing after the event ends, or after it starts when it has no end).
 */
export function notAfter(
  laterField: string,
  fallbackField: string,
  message: [en: string, bn: string],
): DateFieldValidation {
  return (value, { siblingData, req }) => {
    const sibling = siblingData as Record<string, unknown> | undefined
    const later = sibling?.[laterField] || sibling?.[fallbackField]
    if (!value || !later) return true
    if (new Date(String(value)) <= new Date(String(later))) return true
    return staffMessage(req, ...message)
  }
}
