import { manualTransactionProvider } from './manual-transaction'
import type { PaymentMethod, PaymentProvider } from './provider'

export type { PaymentMethod, PaymentNextStep, PaymentProvider, PaymentRequest } from './provider'

/** Which provider takes each payment method; a gateway replaces the manual one per method. */
const PROVIDERS: Record<PaymentMethod, PaymentProvider> = {
  Bkash: manualTransactionProvider,
  Nagad: manualTransactionProvider,
  Rocket: manualTransactionProvider,
  'Bank Account': manualTransactionProvider,
}

export function paymentProviderFor(method: PaymentMethod): PaymentProvider {
  return PROVIDERS[method]
}
