import type { PaymentProvider } from './provider'

/**
 * The member pays the school's bKash/Nagad/Rocket number or bank account shown in the form and
 * types the transaction id; staff verify it in /admin
 * (docs/decisions.md, 'Alumni payments are verified'). Nothing leaves the site.
 */
export const manualTransactionProvider: PaymentProvider = {
  id: 'manual-transaction',
  begin: async () => ({ kind: 'await-verification' }),
}
