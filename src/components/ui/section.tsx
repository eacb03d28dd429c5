import type { ReactNode } from 'react'

/** A page section with a visible heading that screen readers also use to navigate. */
export function Section({
  title,
  id,
  children,
  action,
  className = '',
}: {
  title: string
  id?: string
  children: ReactNode
  action?: ReactNode
  className?: string
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      aria-labelledby={headingId}
      className={`mx-auto max-w-6xl px-4 py-10 sm:py-16 ${className}`}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** The coloured banner at the top of inner pages. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string | null }) {
  return (
    <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-brand-100">{subtitle}</p> : null}
      </div>
    </div>
  )
}
