import type { PaymentMethod } from './provider'

import { normaliseTransactionId } from '@/lib/digits'

type TransactionIdFormat = { pattern: RegExp; message: string }

/**
 * What a real reference from each channel looks like, so a typo is caught while the member still
 * has the payment SMS open, not days later by the office.
 */
export const TRANSACTION_ID_FORMATS: Record<PaymentMethod, TransactionIdFormat> = {
  Bkash: {
    pattern: /^[A-Z0-9]{10}$/,
    message: 'A bKash transaction ID has 10 letters and digits, e.g. 9BK7Q2M4XA.',
  },
  Nagad: {
    pattern: /^[A-Z0-9]{8,10}$/,
    message: 'A Nagad transaction ID has 8 to 10 letters and digits, e.g. 7N3K8P1Z.',
  },
  Rocket: {
    pattern: /^[A-Z0-9]{8,12}$/,
    message: 'A Rocket transaction ID has 8 to 12 letters and digits, e.g. 1234567890.',
  },
  'Bank Account': {
    pattern: /^[A-Z0-9][A-Z0-9/-]{3,29}$/,
    message: 'A bank reference has 4 to 30 letters, digits, "-" or "/".',
  },
}

export const TRANSACTION_ID_NEEDS_METHOD = 'Choose the payment method this transaction ID is from.'

/** The message for an implausible (method, transaction id) pair, or null when it looks right. */
export function transactionIdProblem(
  method: PaymentMethod | undefined,
  transactionId: string | undefined,
): string | null {
  if (!transactionId) return null
  if (!method) return TRANSACTION_ID_NEEDS_METHOD
  const format = TRANSACTION_ID_FORMATS[method]
  return format.pattern.test(normaliseTransactionId(transactionId)) ? null : format.message
}
