'use client'

import { useId, useState, type ReactNode } from 'react'

import { buttonClass } from './button'

/** Shows the first `initial` items, then all of them after `moreLabel` is pressed (spec 4). */
export function ShowMoreList({
  items,
  initial,
  moreLabel,
  lessLabel = 'Show Less',
  className,
}: {
  items: ReactNode[]
  initial: number
  moreLabel: string
  lessLabel?: string
  className: string
}) {
  const [all, setAll] = useState(false)
  const id = useId()
  const shown = all ? items : items.slice(0, initial)
  return (
    <>
      <ul id={id} className={className}>
        {shown.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      {items.length > initial ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            aria-controls={id}
            aria-expanded={all}
            onClick={() => setAll((v) => !v)}
            className={buttonClass('secondary')}
          >
            {all ? lessLabel : moreLabel}
          </button>
        </div>
      ) : null}
    </>
  )
}
