import { z } from 'zod'

import { CLASS_CHOICES } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'

export const NO_RESULT_FOUND = 'No result found for these details.'
export const CHOOSE_EXAM = 'Please choose an exam.'
export const CHOOSE_CLASS = 'Please select a class.'
export const ROLL_DIGITS = 'Enter the roll number using digits.'
export const REGISTRATION_DIGITS = 'Enter the registration number using digits.'
export const BIRTH_DATE_FORM = 'Enter the date of birth as day/month/year, e.g. 23/04/2012.'
export const PIN_DIGITS = 'Enter the PIN printed on the admit card, using digits.'

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
 * A date of birth as typed (DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD, Bengali digits
 * accepted), as YYYY-MM-DD; empty when nothing was typed.
 */
export const birthDate = z
  .union([z.string(), z.number()], { error: BIRTH_DATE_FORM })
  .transform((value, context) => {
    const text = toAsciiDigits(String(value)).replace(/\s+/g, '')
    if (text === '') return ''
    const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
    const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
    const [year, month, day] = dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : yearFirst
        ? [yearFirst[1], yearFirst[2], yearFirst[3]]
        : []
    const iso = year ? `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}` : ''
    const date = new Date(`${iso}T00:00:00Z`)
    if (!iso || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
      context.addIssue({ code: 'custom', message: BIRTH_DATE_FORM })
      return z.NEVER
    }
    return iso
  })

/** A printed PIN: 4 to 12 digits in either script; empty when nothing was typed. */
export const pinNumber = z
  .union([z.string(), z.number()], { error: PIN_DIGITS })
  .transform((value) => toAsciiDigits(String(value)).replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{4,12})?$/, PIN_DIGITS))

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
  birth_date: birthDate
    .optional()
    .describe(
      "The student's date of birth, when the exam's second_fact is birth_date: YYYY-MM-DD or DD/MM/YYYY.",
    ),
  pin: pinNumber.optional().describe("The printed PIN, when the exam's second_fact is pin."),
})

export type ResultLookup = z.output<typeof resultLookupSchema>
