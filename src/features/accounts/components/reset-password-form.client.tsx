'use client'

import { Link } from '@/components/ui/link.client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { useFieldErrors } from '@/components/ui/field-errors.client'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { FormMessage } from '@/components/ui/form-field'
import type { FormState } from '@/lib/form-state'

import { resetPassword, type ResetPasswordValues } from '../actions'
import { AccountPasswordField, AccountSubmitButton } from './account-form-parts'

/** The token has no box; its problem is the form's message, and focus stays put. */
const FIELD_IDS: Record<keyof ResetPasswordValues, string> = {
  token: 'reset-token',
  password: 'reset-password',
  confirmPassword: 'reset-confirm',
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPasswordForm')
  const [state, action, pending] = useActionState<FormState<ResetPasswordValues>, FormData>(
    resetPassword,
    { status: 'idle', values: { token, password: '', confirmPassword: '' } },
  )
  const { errors, formProps } = useFieldErrors({
    state,
    fields: ['token', 'password', 'confirmPassword'],
    idOf: (name) => FIELD_IDS[name],
    schema: () => import('../schemas').then((m) => m.resetPasswordSchema),
  })
  return (
    <form action={action} {...formProps} className="space-y-5" aria-label={t('formLabel')}>
      {state.status === 'error' ? (
        <div className="space-y-2">
          <FormMessage title={t('errorTitle')} text={state.message} ok={false} />
          <Link href="/forgot-password" className="text-sm font-semibold text-brand-700 underline">
            {t('newLink')}
          </Link>
        </div>
      ) : null}
      {errors.token ? <FormMessage title={t('errorTitle')} text={errors.token} ok={false} /> : null}
      <input type="hidden" name="token" value={token} />
      <AccountPasswordField
        id="reset-password"
        label={t('newPassword')}
        autoComplete="new-password"
        error={errors.password}
        key={`password-${state.status}`}
      />
      <AccountPasswordField
        id="reset-confirm"
        name="confirmPassword"
        label={t('confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        key={`confirm-${state.status}`}
      />
      <HoneypotField />
      <AccountSubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  )
}
