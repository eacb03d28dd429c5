import { z } from 'zod'

import { transactionIdProblem } from '@/features/payments/transaction-id'
import { PAYMENT_METHOD_CHOICE, PAYMENT_METHODS } from '@/lib/constants'
import { REUNION_AGE_BANDS, REUNION_RELATIONS, TSHIRT_SIZES } from '@/lib/reunion-vocabulary'
import { personName, requiredChoice, requiredText, storableText } from '@/lib/zod-fields'
import { yearField } from '@/lib/year-field'

/** A family registers together; a table at a reunion seats about this many. */
export const MAX_PEOPLE = 12

export const reunionPersonSchema = z.object({
  name: personName('Write the name of each person coming.', 120),
  relation: requiredChoice(REUNION_RELATIONS, 'Choose how each person is related to you.'),
  age_band: requiredChoice(REUNION_AGE_BANDS, 'Choose the age of each person.'),
  tshirt_size: requiredChoice(TSHIRT_SIZES, 'Choose a T-shirt size (or none) for each person.'),
  ticket_type: requiredText('Choose a ticket for each person.'),
})

export type ReunionPerson = z.output<typeof reunionPersonSchema>

/** A member's registration for a reunion: who comes and how the total was paid. */
export const reunionRegistrationSchema = z
  .object({
    passing_year: yearField('Passing year is required'),
    people: z
      .array(reunionPersonSchema, { error: 'Add at least one person.' })
      .min(1, 'Add at least one person.')
      .max(MAX_PEOPLE, `At most ${MAX_PEOPLE} people can register together.`),
    payment_method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_CHOICE }).optional(),
    transaction_id: storableText()
      .trim()
      .max(60)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((data, ctx) => {
    const problem = transactionIdProblem(data.payment_method, data.transaction_id)
    if (problem) ctx.addIssue({ code: 'custom', path: ['transaction_id'], message: problem })
  })

export type ReunionRegistrationData = z.output<typeof reunionRegistrationSchema>

export const NOT_AN_ENTRY_CARD = 'This is not an entry card of a reunion.'
export const CARD_NOT_FOUND = 'No confirmed registration holds this entry card.'
export const CODE_MISTYPED =
  'Check the code: a character is wrong, missing or extra. Type the ten letters and digits under the QR code.'
export const CARD_UNPAID =
  'Not paid: the office has not confirmed the payment of this registration yet. Send the holder to the office desk.'

/** An entry card's code as the gate's phone sends it. */
export const checkInSchema = z.object({
  code: z.string({ error: NOT_AN_ENTRY_CARD }).trim().min(1, NOT_AN_ENTRY_CARD).max(200),
})
