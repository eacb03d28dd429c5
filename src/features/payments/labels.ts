import type { ALUMNI_REGISTRATION_STATUSES } from '@/lib/constants'

import type { PaymentMethod } from './provider'

type PaymentStatus = (typeof ALUMNI_REGISTRATION_STATUSES)[number]

/**
 * What members read for a stored payment method or status, as keys of the 'PaymentLabels'
 * catalogue: records and the admin panel keep the English values, pages show them translated.
 */
export const PAYMENT_METHOD_LABELS = {
  Bkash: 'methodBkash',
  Nagad: 'methodNagad',
  Rocket: 'methodRocket',
  'Bank Account': 'methodBankAccount',
} as const satisfies Record<PaymentMethod, string>

export const PAYMENT_STATUS_LABELS = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
} as const satisfies Record<PaymentStatus, string>

export function isPaymentMethod(value: string): value is PaymentMethod {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, value)
}
