import { z } from 'zod'

import { transactionIdProblem } from '@/features/payments/transaction-id'
import { DEGREES, PAYMENT_METHOD_CHOICE, PAYMENT_METHODS } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'
import { MAX_ID } from '@/lib/ids'
import { FULL_LINK_MESSAGE } from '@/lib/web-link'
import { requiredChoice, requiredText, storableEmail, storableText } from '@/lib/zod-fields'
import { yearField } from '@/lib/year-field'

const optionalText = (max: number) =>
  storableText()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined))

/** The 'Join An Alumni Network' form. Status and user are never taken from input. */
export const alumniRegistrationSchema = z
  .object({
    name: requiredText('Full Name is required').pipe(z.string().max(120)),
    passing_year: yearField('Graduation Year is required', new Date().getFullYear() + 6),
    degree: requiredChoice(DEGREES, 'Degree / Major is required'),
    batch: requiredText('Batch is required').pipe(z.string().max(40)),
    job_title: requiredText('Job Title is required').pipe(z.string().max(120)),
    current_profession: requiredText('Current Profession is required').pipe(z.string().max(120)),
    company_name: requiredText('Company is required').pipe(z.string().max(160)),
    email: requiredText('Email is required').pipe(
      z.email('Invalid email address').pipe(storableEmail('Invalid email address')),
    ),
    phone_no: optionalText(20).transform((v) => (v ? toAsciiDigits(v) : v)),
    linkedin_url: optionalText(300).pipe(
      // Web links only: a javascript: or data: "profile" would run when someone opens it.
      z.url({ protocol: /^https?$/, error: FULL_LINK_MESSAGE }).optional(),
    ),
    transaction_id: optionalText(60),
    payment_method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_CHOICE }).optional(),
    /** The network (alumni resource) id, from the page. */
    id: z.coerce.number().int().positive().max(MAX_ID),
  })
  .superRefine((data, ctx) => {
    const problem = transactionIdProblem(data.payment_method, data.transaction_id)
    if (problem) ctx.addIssue({ code: 'custom', path: ['transaction_id'], message: problem })
  })
