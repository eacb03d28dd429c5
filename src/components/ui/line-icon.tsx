import type { ReactNode } from 'react'

/** A decorative line drawing on a 24-unit grid, stroked in the text's colour. */
export function LineIcon({
  className = 'size-5',
  children,
}: {
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      {children}
    </svg>
  )
}
