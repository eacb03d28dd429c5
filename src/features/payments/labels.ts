import type { PaymentMethod } from './provider'

/**
 * What members read for a stored payment method, as keys of the 'PaymentLabels'
 * catalogue: records and the admin panel keep the English values, pages show them translated.
 */
export const PAYMENT_METHOD_LABELS = {
  Bkash: 'methodBkash',
  Nagad: 'methodNagad',
  Rocket: 'methodRocket',
  'Bank Account': 'methodBankAccount',
} as const satisfies Record<PaymentMethod, string>

export function isPaymentMethod(value: string): value is PaymentMethod {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, value)
}
