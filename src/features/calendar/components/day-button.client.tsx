'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { KeyboardEvent } from 'react'

import { monthOf } from '@/lib/dhaka-days'
import { formatNumber } from '@/lib/format'

import { KIND_MESSAGE_KEYS, monthLabel, weekdayName } from '../labels'
import type { CalendarDay } from '../month-grid'

import { KindDot } from './kind-badge'
import { KIND_STYLES } from './kind-styles'

const CHIPS_PER_DAY = 3

/** A day of the grid: its number and entries are also its name for screen readers. */
export function DayButton({
  day,
  selected,
  buttonRef,
  onSelect,
  onKeyDown,
}: {
  day: CalendarDay
  selected: boolean
  buttonRef: (el: HTMLButtonElement | null) => void
  onSelect: () => void
  onKeyDown: (event: KeyboardEvent) => void
}) {
  const t = useTranslations('CalendarMonth')
  const kinds = useTranslations('CalendarKinds')
  const locale = useLocale()
  const extra = day.items.length - CHIPS_PER_DAY
  const holiday = day.items.some((item) => item.kind === 'Holiday')
  const notes = [
    monthLabel(monthOf(day.date), locale),
    weekdayName(day.weekday, locale),
    day.isToday ? t('todayNote') : null,
    day.weeklyHoliday ? t('weeklyHoliday') : null,
  ].filter(Boolean)
  return (
    <button
      ref={buttonRef}
      type="button"
      tabIndex={selected ? 0 : -1}
      aria-pressed={selected}
      aria-current={day.isToday ? 'date' : undefined}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={`flex h-full min-h-14 w-full flex-col items-center gap-1 p-1 text-left hover:bg-brand-50/70 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500 sm:min-h-28 sm:items-stretch sm:p-1.5 ${selected ? 'bg-brand-50 ring-2 ring-brand-700 ring-inset' : ''}`}
    >
      <span
        className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
          day.isToday
            ? 'bg-brand-700 text-white'
            : holiday || day.weeklyHoliday
              ? 'text-rose-700'
              : 'text-slate-800'
        }`}
      >
        {formatNumber(Number(day.date.slice(8)), locale)}
      </span>
      <span className="sr-only">
        {` ${notes.join(', ')}`}
        {day.items.length === 0 ? `: ${t('nothingScheduled')}` : ':'}
      </span>
      {day.items.length > 0 ? (
        <>
          <span aria-hidden="true" className="flex flex-wrap justify-center gap-0.5 sm:hidden">
            {day.items.slice(0, 4).map((item) => (
              <KindDot key={item.id} kind={item.kind} />
            ))}
          </span>
          {/* On phones the dots stand in for these; screen readers still read them. */}
          <span className="w-full space-y-1 max-sm:sr-only">
            {day.items.slice(0, CHIPS_PER_DAY).map((item, i) => (
              <span
                key={item.id}
                className={`block truncate rounded border-l-4 px-1.5 py-0.5 text-xs leading-4 font-medium ${KIND_STYLES[item.kind].chip}`}
              >
                {i > 0 ? <span className="sr-only">; </span> : null}
                {item.title}
                <span className="sr-only"> ({kinds(KIND_MESSAGE_KEYS[item.kind])})</span>
              </span>
            ))}
            {extra > 0 ? (
              <span className="block px-1.5 text-xs text-slate-600">
                <span className="sr-only">; </span>
                {t('more', { count: formatNumber(extra, locale) })}
              </span>
            ) : null}
          </span>
        </>
      ) : null}
    </button>
  )
}
