import type { ReactNode } from 'react'

import { SubmitButton } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { Link } from '@/components/ui/link.client'
import type { FormState } from '@/lib/form-state'

/** The e-mail box of the sign-in forms, redrawn with what was typed after each answer. */
export function AccountEmailField({
  id,
  label,
  state,
  error,
}: {
  id: string
  label: string
  state: FormState<{ email: string }>
  error?: string
}) {
  return (
    <TextField
      id={id}
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      defaultValue={state.values.email}
      error={error}
      key={`email-${state.status}`}
    />
  )
}

/** A password box of the account forms; the browser offers the saved or a new password. */
export function AccountPasswordField({
  id,
  name = 'password',
  label,
  autoComplete,
  error,
}: {
  id: string
  name?: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  error?: string
}) {
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      error={error}
    />
  )
}

/** The full-width submit button of the account forms; it says so while the form is sent. */
export function AccountSubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} className="w-full" />
  )
}

/** A link under an account form to the next sign-in page (sign in, sign up, forgot password). */
export function AccountLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  )
}
