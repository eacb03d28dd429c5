'use client'

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useLocale, useTranslations } from 'next-intl'

import {
  addDays,
  addMonths,
  clampMonth,
  dhakaDay,
  lastDayOfMonth,
  monthOf,
  type CalendarWindow,
} from '@/lib/dhaka-days'
import { formatNumber } from '@/lib/format'
import type { CalendarItem } from '../items'
import {
  KIND_MESSAGE_KEYS,
  longDayLabel,
  monthLabel,
  weekdayName,
  weekdayShortName,
} from '../labels'
import {
  defaultSelectedDay,
  itemsOnDay,
  monthGrid,
  WEEKLY_HOLIDAY,
  type CalendarDay,
} from '../month-grid'

import { KindBadge, KindDot } from './kind-badge'
import { ItemNotes, ItemTitle, ItemWhen } from './item-when'
import { KIND_STYLES } from './kind-styles'

const CHIPS_PER_DAY = 3

const subscribeNever = () => () => {}

/** Today in Bangladesh; the server's answer while the page hydrates, the device's after. */
function useToday(renderedToday: string): string {
  return useSyncExternalStore(
    subscribeNever,
    () => dhakaDay(Date.now()) ?? renderedToday,
    () => renderedToday,
  )
}

/** Arrow keys move a day or a week, Home/End to the week's ends, Page Up/Down a month. */
function dayAfterKey(key: string, day: string, weekIndex: number): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'Home':
      return addDays(day, -weekIndex)
    case 'End':
      return addDays(day, 6 - weekIndex)
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(day), key === 'PageUp' ? -1 : 1)
      const last = lastDayOfMonth(month)
      const same = `${month}-${day.slice(8)}`
      return same > last ? last : same
    }
    default:
      return null
  }
}

/**
 * The month view: a Saturday-to-Friday grid with each day's entries, month by month inside the
 * calendar's window, and the chosen day's entries in full below it. On phones the grid shows
 * dots; the list below carries the words.
 */
export function MonthCalendar({
  items,
  bounds,
  initialMonth,
  renderedToday,
}: {
  items: CalendarItem[]
  /** The first and last month the calendar may show. */
  bounds: Pick<CalendarWindow, 'firstMonth' | 'lastMonth'>
  initialMonth: string
  renderedToday: string
}) {
  const t = useTranslations('CalendarMonth')
  const locale = useLocale()
  const id = useId()
  const today = useToday(renderedToday)
  const [month, setMonth] = useState(initialMonth)
  const [selected, setSelected] = useState(() =>
    defaultSelectedDay(initialMonth, items, renderedToday),
  )
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  // Set by the arrow keys: the newly chosen day takes the focus once it is drawn.
  const focusPending = useRef(false)

  const grid = useMemo(() => monthGrid(month, items, { today }), [month, items, today])
  const selectedItems = useMemo(() => itemsOnDay(items, selected), [items, selected])
  const inWindow = (m: string) => m >= bounds.firstMonth && m <= bounds.lastMonth

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    buttons.current.get(selected)?.focus()
  }, [month, selected])

  const showMonth = (next: string) => {
    const target = clampMonth(next, bounds)
    setMonth(target)
    setSelected(defaultSelectedDay(target, items, today))
  }

  const showToday = () => {
    const target = clampMonth(monthOf(today), bounds)
    setMonth(target)
    setSelected(monthOf(today) === target ? today : defaultSelectedDay(target, items, today))
  }

  const onDayKeyDown = (event: KeyboardEvent, day: string, weekIndex: number) => {
    const next = dayAfterKey(event.key, day, weekIndex)
    if (!next) return
    event.preventDefault()
    if (!inWindow(monthOf(next))) return
    setMonth(monthOf(next))
    setSelected(next)
    focusPending.current = true
  }

  const headingId = `${id}-month`
  const selectedHeadingId = `${id}-day`
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          aria-live="polite"
          className="text-2xl font-bold text-brand-900 sm:text-3xl"
        >
          {monthLabel(month, locale)}
        </h2>
        <div className="flex gap-2">
          <NavButton
            onClick={() => showMonth(addMonths(month, -1))}
            disabled={month <= bounds.firstMonth}
          >
            <span aria-hidden="true">←</span> {t('previous')}
            <span className="sr-only"> {t('month')}</span>
          </NavButton>
          <NavButton onClick={showToday} disabled={monthOf(today) === month && selected === today}>
            {t('today')}
          </NavButton>
          <NavButton
            onClick={() => showMonth(addMonths(month, 1))}
            disabled={month >= bounds.lastMonth}
          >
            {t('next')}
            <span className="sr-only"> {t('month')}</span> <span aria-hidden="true">→</span>
          </NavButton>
        </div>
      </div>

      <table
        aria-labelledby={headingId}
        aria-describedby={`${id}-hint`}
        className="mt-5 w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {grid.weekdays.map((day) => (
              <th
                key={day}
                scope="col"
                className={`border border-slate-200 py-2 text-xs font-semibold text-slate-700 uppercase sm:text-sm ${day === WEEKLY_HOLIDAY ? 'bg-slate-100' : 'bg-white'}`}
              >
                <abbr title={weekdayName(day, locale)} className="no-underline">
                  {weekdayShortName(day, locale)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day, weekIndex) => (
                <td
                  key={day.date}
                  className={`h-14 border border-slate-200 p-0 align-top sm:h-28 ${!day.inMonth ? 'bg-slate-50' : day.weeklyHoliday ? 'bg-slate-100' : 'bg-white'}`}
                >
                  {day.inMonth ? (
                    <DayButton
                      day={day}
                      selected={day.date === selected}
                      buttonRef={(el) => {
                        if (el) buttons.current.set(day.date, el)
                        else buttons.current.delete(day.date)
                      }}
                      onSelect={() => setSelected(day.date)}
                      onKeyDown={(event) => onDayKeyDown(event, day.date, weekIndex)}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-hint`} className="sr-only">
        {t('keyboardHint')}
      </p>

      <section
        aria-labelledby={selectedHeadingId}
        className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6"
      >
        <h3 id={selectedHeadingId} className="text-lg font-semibold text-brand-900">
          {longDayLabel(selected, locale)}
          {selected === today ? (
            <span className="font-normal text-slate-600"> ({t('todayNote')})</span>
          ) : null}
        </h3>
        {selectedItems.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('nothingOnDay')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {selectedItems.map((item) => (
              <li key={item.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <KindBadge kind={item.kind} />
                  <span className="text-sm text-slate-600">
                    <ItemWhen item={item} />
                  </span>
                </div>
                <p className="mt-1 font-semibold text-slate-900">
                  <ItemTitle item={item} />
                </p>
                <ItemNotes item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
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

/** A day of the grid: its number and entries are also its name for screen readers. */
function DayButton({
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
