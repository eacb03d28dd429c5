import type { ReactNode } from 'react'

/** A white box of a profile page, named by its heading. */
export function ProfileBox({
  title,
  className = '',
  headingClassName = 'text-lg font-semibold text-brand-900',
  children,
}: {
  title: string
  className?: string
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}
    >
      <h2 className={headingClassName}>{title}</h2>
      {children}
    </section>
  )
}
