import type { ReactNode } from 'react'

/** A white box of a profile page, named by its heading; `danger` marks one that deletes. */
export function ProfileBox({
  title,
  className = '',
  danger = false,
  headingClassName = danger
    ? 'text-lg font-semibold text-red-800'
    : 'text-lg font-semibold text-brand-900',
  children,
}: {
  title: string
  className?: string
  danger?: boolean
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border bg-white p-6 shadow-sm ${danger ? 'border-red-200' : 'border-slate-200'} ${className}`}
    >
      <h2 className={headingClassName}>{title}</h2>
      {children}
    </section>
  )
}
