import { z } from 'zod'

import { CLASS_CHOICES } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'

export const NO_RESULT_FOUND = 'No result found for these details.'
export const CHOOSE_EXAM = 'Please choose an exam.'
export const CHOOSE_CLASS = 'Please select a class.'
export const ROLL_DIGITS = 'Enter the roll number using digits.'
export const REGISTRATION_DIGITS = 'Enter the registration number using digits.'

/** Digits as typed in either script (a number from an API client too), spaces dropped. */
function digitsText(message: string, pattern: RegExp) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => toAsciiDigits(String(value)).replace(/\s+/g, ''))
    .pipe(z.string().regex(pattern, message))
}

/** The registration number as the lookup and the import compare it: 4 to 20 ASCII digits. */
export const registrationNumber = digitsText(REGISTRATION_DIGITS, /^\d{4,20}$/)
/** A roll number from 1, as a number. */
export const rollNumber = digitsText(ROLL_DIGITS, /^0*[1-9]\d{0,5}$/).transform(Number)

/**
 * A result lookup, from the /results form or `POST results/lookup`: exam, class, roll and
 * registration number, Bengali digits accepted in each.
 */
export const resultLookupSchema = z.object({
  exam_id: digitsText(CHOOSE_EXAM, /^[1-9]\d{0,8}$/)
    .transform(Number)
    .describe('An exam id from GET results/exams (number or digits).'),
  class: digitsText(CHOOSE_CLASS, /^\d{1,2}$/)
    .pipe(z.enum(CLASS_CHOICES, { error: CHOOSE_CLASS }))
    .describe("The class, '1' to '10'."),
  roll: rollNumber.describe('Roll number; Bengali digits (০–৯) are accepted.'),
  registration: registrationNumber.describe(
    'Registration number, 4 to 20 digits; Bengali digits and spaces are accepted.',
  ),
})

export type ResultLookup = z.output<typeof resultLookupSchema>
