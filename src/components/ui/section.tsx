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

/** How large a region's heading is drawn, from a page section's down to a box's. */
const HEADING_LOOKS = {
  lg: 'text-2xl font-bold text-brand-900 sm:text-3xl',
  md: 'text-2xl font-bold text-brand-900',
  sm: 'text-xl font-bold text-brand-900',
  xs: 'font-semibold text-brand-900',
}

/** A region named by its own heading: the heading's id and the region's label are set together. */
export function HeadedRegion({
  name,
  title,
  as: Region = 'section',
  heading: Heading = 'h2',
  anchor = false,
  look = 'lg',
  className,
  headingClassName = HEADING_LOOKS[look],
  children,
}: {
  /** The heading's id is `${name}-heading`; with `anchor`, the region's own id is `name`. */
  name: string
  title: ReactNode
  as?: 'section' | 'aside' | 'nav'
  heading?: 'h2' | 'h3'
  anchor?: boolean
  look?: keyof typeof HEADING_LOOKS
  className?: string
  /** In place of `look`, for a heading drawn its own way. */
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <Region
      id={anchor ? name : undefined}
      aria-labelledby={`${name}-heading`}
      className={className}
    >
      <Heading id={`${name}-heading`} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Region>
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
