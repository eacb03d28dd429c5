'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { KeyboardEvent } from 'react'

import { addDays, monthOf } from '@/lib/dhaka-days'
import { formatNumber } from '@/lib/format'

import { KIND_MESSAGE_KEYS, monthLabel, weekdayName } from '../labels'
import { barOnDay, stackedItems, type CalendarDay } from '../month-grid'

import { KindDot } from './kind-badge'
import { KIND_STYLES } from './kind-styles'

const CHIPS_PER_DAY = 3

/** A day of the grid: its number and entries are also its name for screen readers. */
export function DayButton({
  day,
  weekIndex,
  selected,
  buttonRef,
  onSelect,
  onKeyDown,
}: {
  day: CalendarDay
  /** The day's column in its week row, where a bar of several days starts again. */
  weekIndex: number
  selected: boolean
  buttonRef: (el: HTMLButtonElement | null) => void
  onSelect: () => void
  onKeyDown: (event: KeyboardEvent) => void
}) {
  const t = useTranslations('CalendarMonth')
  const kinds = useTranslations('CalendarKinds')
  const locale = useLocale()
  const extra = day.items.length - CHIPS_PER_DAY
  const stacked = stackedItems(day.items)
  const singleDays = stacked.filter((item) => !barOnDay(item, day.date, weekIndex))
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
      className={`flex h-full min-h-14 w-full flex-col items-center gap-1 p-1 text-left hover:bg-brand-50/70 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500 sm:min-h-28 sm:items-stretch sm:p-1.5 [--cell-pad:0.25rem] sm:[--cell-pad:0.375rem] ${selected ? 'bg-brand-50 ring-2 ring-brand-700 ring-inset' : ''}`}
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
            {singleDays.slice(0, 4).map((item) => (
              <KindDot key={item.id} kind={item.kind} />
            ))}
          </span>
          <span className="w-full space-y-1">
            {stacked.slice(0, CHIPS_PER_DAY).map((item, i) => {
              const bar = barOnDay(item, day.date, weekIndex)
              const named = (
                <>
                  {i > 0 ? <span className="sr-only">; </span> : null}
                  {item.title}
                  <span className="sr-only"> ({kinds(KIND_MESSAGE_KEYS[item.kind])})</span>
                </>
              )
              if (!bar) {
                // On phones the dots stand in for these; screen readers still read them.
                return (
                  <span
                    key={item.id}
                    className={`block truncate rounded border-l-4 px-1.5 py-0.5 text-xs leading-4 font-medium max-sm:sr-only ${KIND_STYLES[item.kind].chip}`}
                  >
                    {named}
                  </span>
                )
              }
              // A bar across the row: its first cell draws the title over the strips of the rest.
              return bar.head ? (
                <span
                  key={item.id}
                  style={{
                    width: `calc(${bar.span} * (100% + 2 * var(--cell-pad)) - 2 * var(--cell-pad))`,
                  }}
                  className={`relative z-10 block truncate rounded-s border-l-4 px-1.5 py-0.5 text-xs leading-4 font-medium ${item.end <= addDays(day.date, bar.span - 1) ? 'rounded-e' : ''} ${KIND_STYLES[item.kind].chip}`}
                >
                  {named}
                </span>
              ) : (
                <span
                  key={item.id}
                  style={{ marginInline: 'calc(-1 * var(--cell-pad))' }}
                  className={`block h-5 ${KIND_STYLES[item.kind].chip}`}
                >
                  <span className="sr-only">{named}</span>
                </span>
              )
            })}
            {extra > 0 ? (
              <span className="block px-1.5 text-xs text-slate-600 max-sm:sr-only">
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
