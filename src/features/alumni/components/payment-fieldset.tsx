import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { isPaymentMethod, PAYMENT_METHOD_LABELS } from '@/features/payments/labels'

export type PaymentAccount = { method: string; account: string; note?: string | null }

/** A payment method as members read it: wallet brands by name, the bank transfer in words. */
export function usePaymentMethodLabel() {
  const t = useTranslations('PaymentLabels')
  return (method: string) => (isPaymentMethod(method) ? t(PAYMENT_METHOD_LABELS[method]) : method)
}

/**
 * The payment part of the alumni form: the membership fee, the school's accounts to pay into,
 * and the boxes for how the member paid (`fields`).
 */
export function PaymentFieldset({
  fee,
  paymentAccounts,
  children,
}: {
  fee?: string | null
  paymentAccounts: PaymentAccount[]
  children: ReactNode
}) {
  const t = useTranslations('AlumniJoinForm')
  const methodLabel = usePaymentMethodLabel()
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t('payment')}</legend>
      {fee ? <p className="text-slate-700">{t('membershipFee', { fee })}</p> : null}
      {paymentAccounts.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {paymentAccounts.map((account) => (
            <li key={`${account.method}-${account.account}`}>
              <span className="font-semibold">{methodLabel(account.method)}:</span>{' '}
              {account.account}
              {account.note ? ` (${account.note})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">{t('payFirst')}</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
