import type { ReactNode } from 'react'

/** A white card around a form; `className` places it (a top margin). */
export function FormCard({ children, className }: { children: ReactNode; className: string }) {
  return (
    <div className={`${className} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm`}>
      {children}
    </div>
  )
}

/**
 * A page whose purpose is one form (sign in, sign up, password reset): its heading, a line saying
 * what to do, any notice, then the form on a card.
 */
export function FormPage({
  title,
  intro,
  wide = false,
  notice,
  children,
}: {
  title: string
  intro: string
  /** Room for a form with two columns of fields. */
  wide?: boolean
  notice?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`mx-auto ${wide ? 'max-w-2xl' : 'max-w-md'} px-4 py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      {notice}
      <FormCard className="mt-8">{children}</FormCard>
    </div>
  )
}
