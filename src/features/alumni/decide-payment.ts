import 'server-only'

import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { requireDuty } from '@/access/duties'
import { REJECTION_REASON_REQUIRED } from '@/collections/AlumniRegistrations'
import { ConflictError, NotFoundError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { parseInput } from '@/lib/zod-fields'

export const REASON_REQUIRED = REJECTION_REASON_REQUIRED.en
export const ALREADY_DECIDED = 'This payment has already been approved or rejected.'
export const PAYMENT_GONE = 'This registration no longer exists.'

export const paymentDecisionSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((input) => input.decision === 'approved' || Boolean(input.reason), {
    path: ['reason'],
    message: REASON_REQUIRED,
  })

export type PaymentDecision = z.input<typeof paymentDecisionSchema>

/**
 * Staff approve or reject a pending alumni payment. The registration's own hooks record who
 * decided and e-mail the member, so every way of deciding sends the same e-mail once.
 */
export async function decideAlumniPayment(input: unknown, user: PayloadRequest['user']) {
  const staff = requireDuty(user, 'money')
  const { id, decision, reason } = parseInput(paymentDecisionSchema, input)
  const payload = await getPayloadClient()
  const current = await payload.findByID({
    collection: 'alumni-registrations',
    id,
    depth: 0,
    user: staff,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!current) throw new NotFoundError(PAYMENT_GONE)
  if (current.status !== 'pending') throw new ConflictError(ALREADY_DECIDED)
  return payload.update({
    collection: 'alumni-registrations',
    id,
    data: { status: decision, decision_note: decision === 'rejected' ? reason : null },
    depth: 0,
    user: staff,
    overrideAccess: false,
  })
}
