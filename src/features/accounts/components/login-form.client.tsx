'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { useFieldErrors } from '@/components/ui/field-errors.client'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { FormMessage } from '@/components/ui/form-field'
import type { FormState } from '@/lib/form-state'

import { signIn, type LoginValues } from '../actions'
import {
  AccountEmailField,
  AccountLink,
  AccountPasswordField,
  AccountSubmitButton,
} from './account-form-parts'

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('LoginForm')
  const [state, action, pending] = useActionState<FormState<LoginValues>, FormData>(signIn, {
    status: 'idle',
    values: { email: '', password: '' },
  })
  const { errors, formProps } = useFieldErrors({
    state,
    fields: ['email', 'password'],
    idOf: (name) => `login-${name}`,
    schema: () => import('../schemas').then((m) => m.loginSchema),
  })
  return (
    <form action={action} {...formProps} className="space-y-5" aria-label={t('formLabel')}>
      {state.status === 'error' ? (
        <FormMessage title={t('errorTitle')} text={state.message} ok={false} />
      ) : null}
      <input type="hidden" name="next" value={next} />
      <AccountEmailField id="login-email" label={t('email')} state={state} error={errors.email} />
      <AccountPasswordField
        id="login-password"
        label={t('password')}
        autoComplete="current-password"
        error={errors.password}
      />
      <HoneypotField />
      <AccountSubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <AccountLink href="/forgot-password">{t('forgotPassword')}</AccountLink>
        <AccountLink href="/sign-up">{t('createAccount')}</AccountLink>
      </p>
    </form>
  )
}
