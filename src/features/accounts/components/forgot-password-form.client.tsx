'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { Dialog } from '@/components/ui/dialog.client'
import { FormMessage } from '@/components/ui/form-field'
import type { FormState } from '@/lib/form-state'

import { requestPasswordReset, type ForgotPasswordValues } from '../actions'
import { AccountEmailField, AccountLink, AccountSubmitButton } from './account-form-parts'

export function ForgotPasswordForm() {
  const t = useTranslations('ForgotPasswordForm')
  const [state, action, pending] = useActionState<FormState<ForgotPasswordValues>, FormData>(
    requestPasswordReset,
    { status: 'idle', values: { email: '' } },
  )
  // The dialog belongs to one answer: a new success opens it again, closing dismisses that answer.
  const [dismissed, setDismissed] = useState<FormState<ForgotPasswordValues> | null>(null)
  const dialogOpen = state.status === 'success' && dismissed !== state
  return (
    <>
      <form action={action} noValidate className="space-y-5" aria-label={t('formLabel')}>
        {state.status === 'success' ? (
          <FormMessage title={t('sentTitle')} text={state.message} ok />
        ) : null}
        {state.status === 'error' ? (
          <FormMessage title={t('errorTitle')} text={state.message} ok={false} />
        ) : null}
        <AccountEmailField id="forgot-email" label={t('email')} state={state} />
        <HoneypotField />
        <AccountSubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
        <p className="text-center text-sm">
          <AccountLink href="/login">{t('backToSignIn')}</AccountLink>
        </p>
      </form>
      <Dialog
        open={dialogOpen}
        onClose={() => setDismissed(state)}
        title={t('sentTitle')}
        className="max-w-sm"
      >
        <div className="p-8 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t('sentTitle')}</h2>
          <p className="mt-2 text-slate-700">{t('sentText')}</p>
          <button
            type="button"
            className={buttonClass('primary', 'mt-6')}
            onClick={() => setDismissed(state)}
          >
            {t('ok')}
          </button>
        </div>
      </Dialog>
    </>
  )
}
