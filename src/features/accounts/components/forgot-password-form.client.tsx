'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'

import { useFieldErrors } from '@/components/ui/field-errors.client'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { FormMessage } from '@/components/ui/form-field'
import type { FormState } from '@/lib/form-state'

import { requestPasswordReset, type ForgotPasswordValues } from '../actions'
import { AccountEmailField, AccountLink, AccountSubmitButton } from './account-form-parts'
import { NoticeDialog } from './notice-dialog.client'

export function ForgotPasswordForm() {
  const t = useTranslations('ForgotPasswordForm')
  const [state, action, pending] = useActionState<FormState<ForgotPasswordValues>, FormData>(
    requestPasswordReset,
    { status: 'idle', values: { email: '' } },
  )
  // The dialog belongs to one answer: a new success opens it again, closing dismisses that answer.
  const [dismissed, setDismissed] = useState<FormState<ForgotPasswordValues> | null>(null)
  const dialogOpen = state.status === 'success' && dismissed !== state
  const { errors, formProps } = useFieldErrors({
    state,
    fields: ['email'],
    idOf: () => 'forgot-email',
    schema: () => import('../schemas').then((m) => m.forgotPasswordSchema),
  })
  return (
    <>
      <form action={action} {...formProps} className="space-y-5" aria-label={t('formLabel')}>
        {state.status === 'success' ? (
          <FormMessage title={t('sentTitle')} text={state.message} ok />
        ) : null}
        {state.status === 'error' ? (
          <FormMessage title={t('errorTitle')} text={state.message} ok={false} />
        ) : null}
        <AccountEmailField
          id="forgot-email"
          label={t('email')}
          state={state}
          error={errors.email}
        />
        <HoneypotField />
        <AccountSubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
        <p className="text-center text-sm">
          <AccountLink href="/login">{t('backToSignIn')}</AccountLink>
        </p>
      </form>
      <NoticeDialog
        open={dialogOpen}
        onClose={() => setDismissed(state)}
        title={t('sentTitle')}
        text={t('sentText')}
        ok={t('ok')}
      />
    </>
  )
}
