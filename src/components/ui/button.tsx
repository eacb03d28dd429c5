import { Link } from '@/components/ui/link.client'
import type { ComponentProps } from 'react'

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-900 hover:bg-brand-50',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-60 ${VARIANTS[variant]} ${extra}`
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} {...props} className={buttonClass(variant, className)} />
}

/** A form's send button: disabled, and saying so, while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = '',
}: {
  pending: boolean
  label: string
  pendingLabel: string
  className?: string
}) {
  return (
    <button type="submit" disabled={pending} className={buttonClass('primary', className)}>
      {pending ? pendingLabel : label}
    </button>
  )
}
