import type { PAYMENT_METHODS } from '@/lib/constants'

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A payment for a registration that is already stored, and pending until the payment is known. */
export type PaymentRequest = {
  registrationId: number
  method: PaymentMethod
  /** What the member typed from their bKash/Nagad/Rocket receipt or bank slip, if anything. */
  transactionId: string | null
  /** The network's membership fee when the member registered, as staff wrote it. */
  amount: string | null
}

/** What happens next for the member once the registration is stored. */
export type PaymentNextStep =
  /** The office compares the transaction id with its statement and approves or rejects it. */
  | { kind: 'await-verification' }
  /** A gateway's checkout page takes over; the gateway reports back to its callback. */
  | { kind: 'redirect'; url: string }

/**
 * One way of being paid. The registration flow stores the registration as pending and then calls
 * `begin`; it never knows which provider it is talking to, so an online gateway (bKash tokenized
 * checkout, SSLCommerz) is a new provider registered in `paymentProviderFor`, not a change to the
 * flow. See docs/integrations.md, "Payment gateways".
 */
export interface PaymentProvider {
  readonly id: string
  begin(request: PaymentRequest): Promise<PaymentNextStep>
}
