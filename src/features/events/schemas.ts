import { z } from 'zod'

import { GENDERS, LIMITS, PARTICIPATION } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'
import {
  emailMatching,
  optionalNonBlank,
  personName,
  phoneText,
  requiredChoice,
  requiredText,
  storableText,
} from '@/lib/zod-fields'

/** Letters, digits and . _ - then @, then a domain with a 2 to 4 letter ending. */
export const EVENT_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/

const address = (requiredMessage: string) =>
  requiredText(requiredMessage)
    .max(300)
    .refine(
      (value) => value.length >= LIMITS.addressMin,
      'Address must be at least 10 characters long',
    )

/** The event registration form, shared by the modal, the action and the API. */
export const eventRegistrationSchema = z.object({
  first_name: personName('Name is required'),
  last_name: personName('Last Name is required'),
  email: requiredText('Email is required').pipe(
    emailMatching(EVENT_EMAIL_PATTERN, 'Invalid email address'),
  ),
  phone: phoneText('Phone number is required'),
  gender: requiredChoice(GENDERS, 'Gender is required'),
  present_address: address('Present address is required'),
  permanent_address: address('Permanent address is required'),
  // A class typed in Bengali digits ('৮') is stored as '8'.
  grade: requiredText('Grade is required')
    .transform(toAsciiDigits)
    .pipe(z.string().min(LIMITS.gradeMin, 'Grade is required').max(40)),
  school: requiredText('School name is required').pipe(
    z.string().min(LIMITS.schoolMin, 'School name must be at least 3 characters long').max(160),
  ),
  studentId: storableText().trim().max(40).optional(),
  interests: optionalNonBlank('Please provide your academic interests if entered').pipe(
    z.string().max(500).optional(),
  ),
  participation: requiredChoice(PARTICIPATION, 'This is required'),
  notes: optionalNonBlank('Please provide meaningful notes.').pipe(z.string().max(1000).optional()),
  terms: z.literal(true, { error: 'You must agree to the terms' }),
})

export type EventRegistrationData = z.output<typeof eventRegistrationSchema>
