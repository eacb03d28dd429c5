'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type ReactNode } from 'react'

import { buttonClass } from './button'

/** Shows the first `initial` items, then all of them after `moreLabel` is pressed. */
export function ShowMoreList({
  items,
  initial,
  moreLabel,
  lessLabel,
  className,
}: {
  items: ReactNode[]
  initial: number
  moreLabel: string
  lessLabel?: string
  className: string
}) {
  const t = useTranslations('Ui')
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
            {all ? (lessLabel ?? t('showLess')) : moreLabel}
          </button>
        </div>
      ) : null}
    </>
  )
}
