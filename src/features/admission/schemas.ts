import { z } from 'zod'

import { toAsciiDigits } from '@/lib/digits'
import { LIMITS } from '@/lib/constants'
import { requiredText, storableEmail, storableText } from '@/lib/zod-fields'

const NAME_MAX = 120

/** A Bangladeshi mobile number without separators: 01XXXXXXXXX, optionally after +88 or 88. */
const BD_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/

/**
 * A mobile number as typed ('০১৭১১-২৩৪ ৫৬৭', '+880 1711 234567') in the one form the office
 * stores and dials: +8801XXXXXXXXX. Anything else is null.
 */
export function normaliseBangladeshiMobile(typed: string): string | null {
  const compact = toAsciiDigits(typed).replace(/[\s\-.()]/g, '')
  const match = BD_MOBILE.exec(compact)
  return match ? `+88${match[1]}` : null
}

const name = (requiredMessage: string, label: string) =>
  requiredText(requiredMessage).pipe(
    z.string().max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters.`),
  )

/** The admission inquiry, shared by the /admission form, its server action and the tests. */
export const admissionInquirySchema = z.object({
  student_name: name('Student name is required.', 'Student name'),
  // The form sends a class id; whether that class exists is checked on the server.
  class_sought: z
    .string({ error: 'Please select a class.' })
    .trim()
    .regex(/^[1-9]\d{0,9}$/, 'Please select a class.')
    .transform(Number),
  guardian_name: name('Guardian name is required.', 'Guardian name'),
  phone: requiredText('Phone number is required.').transform((typed, context) => {
    const phone = normaliseBangladeshiMobile(typed)
    if (phone) return phone
    context.addIssue({ code: 'custom', message: 'Please enter a valid phone number.' })
    return z.NEVER
  }),
  email: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(
      z
        .email('Please enter a valid email address.')
        .max(254, 'Please enter a valid email address.')
        .pipe(storableEmail('Please enter a valid email address.'))
        .optional(),
    ),
  message: storableText()
    .trim()
    .max(
      LIMITS.admissionMessageMax,
      `Message must be at most ${LIMITS.admissionMessageMax} characters.`,
    )
    .optional()
    .transform((value) => value || undefined),
})

export type AdmissionInquiryData = z.output<typeof admissionInquirySchema>
