'use client'

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react'

import { addMonths, clampMonth, dhakaDay, monthOf, type CalendarWindow } from '@/lib/dhaka-days'

import type { CalendarItem } from '../items'
import { dayAfterKey, defaultSelectedDay, itemsOnDay, monthGrid } from '../month-grid'

import { MonthHeader } from './month-header.client'
import { MonthTable } from './month-table.client'
import { SelectedDay } from './selected-day'

const subscribeNever = () => () => {}

/** Today in Bangladesh; the server's answer while the page hydrates, the device's after. */
function useToday(renderedToday: string): string {
  return useSyncExternalStore(
    subscribeNever,
    () => dhakaDay(Date.now()) ?? renderedToday,
    () => renderedToday,
  )
}

/**
 * The month view: a Saturday-to-Friday grid with each day's entries, month by month inside the
 * calendar's window, and the chosen day's entries in full below it. An entry of several days is
 * one bar per week row. On phones the other entries are dots; the list below carries the words.
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
  return (
    <div>
      <MonthHeader
        headingId={headingId}
        month={month}
        onPrevious={() => showMonth(addMonths(month, -1))}
        onToday={showToday}
        onNext={() => showMonth(addMonths(month, 1))}
        disabled={{
          previous: month <= bounds.firstMonth,
          today: monthOf(today) === month && selected === today,
          next: month >= bounds.lastMonth,
        }}
      />
      <MonthTable
        id={id}
        headingId={headingId}
        grid={grid}
        selected={selected}
        buttons={buttons}
        onSelect={setSelected}
        onDayKeyDown={onDayKeyDown}
      />
      <SelectedDay headingId={`${id}-day`} day={selected} today={today} items={selectedItems} />
    </div>
  )
}
