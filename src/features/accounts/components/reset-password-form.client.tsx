'use client'

import { Link } from '@/components/ui/link.client'
import { useActionState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { FormMessage, TextField } from '@/components/ui/form-field'
import type { FormState } from '@/lib/form-state'

import { resetPassword, type ResetPasswordValues } from '../actions'

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<FormState<ResetPasswordValues>, FormData>(
    resetPassword,
    { status: 'idle', values: { token, password: '', confirmPassword: '' } },
  )
  const errors = state.status === 'invalid' ? state.errors : {}
  return (
    <form action={action} noValidate className="space-y-5" aria-label="Reset password">
      {state.status === 'error' ? (
        <div className="space-y-2">
          <FormMessage title="Error" text={state.message} ok={false} />
          <Link href="/forgot-password" className="text-sm font-semibold text-brand-700 underline">
            Ask for a new reset link
          </Link>
        </div>
      ) : null}
      {errors.token ? <FormMessage title="Error" text={errors.token} ok={false} /> : null}
      <input type="hidden" name="token" value={token} />
      <TextField
        id="reset-password"
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        key={`password-${state.status}`}
      />
      <TextField
        id="reset-confirm"
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        key={`confirm-${state.status}`}
      />
      <HoneypotField />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'w-full')}>
        {pending ? 'Saving...' : 'Reset Password'}
      </button>
    </form>
  )
}
