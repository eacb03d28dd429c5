'use client'

import { Link } from '@/components/ui/link.client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { FormMessage, TextField } from '@/components/ui/form-field'
import type { FormState } from '@/lib/form-state'

import { signIn, type LoginValues } from '../actions'

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('LoginForm')
  const [state, action, pending] = useActionState<FormState<LoginValues>, FormData>(signIn, {
    status: 'idle',
    values: { email: '', password: '' },
  })
  const errors = state.status === 'invalid' ? state.errors : {}
  return (
    <form action={action} noValidate className="space-y-5" aria-label={t('formLabel')}>
      {state.status === 'error' ? (
        <FormMessage title={t('errorTitle')} text={state.message} ok={false} />
      ) : null}
      <input type="hidden" name="next" value={next} />
      <TextField
        id="login-email"
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        defaultValue={state.values.email}
        error={errors.email}
        key={`email-${state.status}`}
      />
      <TextField
        id="login-password"
        name="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <HoneypotField />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'w-full')}>
        {pending ? t('submitting') : t('submit')}
      </button>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          {t('forgotPassword')}
        </Link>
        <Link href="/sign-up" className="font-semibold text-brand-700 hover:underline">
          {t('createAccount')}
        </Link>
      </p>
    </form>
  )
}
