'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { monthLabel } from '../labels'

/** The month's name with Previous, Today and Next; a button that would go nowhere is disabled. */
export function MonthHeader({
  headingId,
  month,
  onPrevious,
  onToday,
  onNext,
  disabled,
}: {
  headingId: string
  month: string
  onPrevious: () => void
  onToday: () => void
  onNext: () => void
  disabled: { previous: boolean; today: boolean; next: boolean }
}) {
  const t = useTranslations('CalendarMonth')
  const locale = useLocale()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2
        id={headingId}
        aria-live="polite"
        className="text-2xl font-bold text-brand-900 sm:text-3xl"
      >
        {monthLabel(month, locale)}
      </h2>
      <div className="flex gap-2">
        <NavButton onClick={onPrevious} disabled={disabled.previous}>
          <span aria-hidden="true">←</span> {t('previous')}
          <span className="sr-only"> {t('month')}</span>
        </NavButton>
        <NavButton onClick={onToday} disabled={disabled.today}>
          {t('today')}
        </NavButton>
        <NavButton onClick={onNext} disabled={disabled.next}>
          {t('next')}
          <span className="sr-only"> {t('month')}</span> <span aria-hidden="true">→</span>
        </NavButton>
      </div>
    </div>
  )
}

function NavButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void
  disabled: boolean
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  )
}
