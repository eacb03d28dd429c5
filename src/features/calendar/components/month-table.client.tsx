'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { KeyboardEvent, RefObject } from 'react'

import { weekdayName, weekdayShortName } from '../labels'
import { WEEKLY_HOLIDAY, type MonthGrid } from '../month-grid'

import { DayButton } from './day-button.client'

/**
 * The month as a Saturday-to-Friday table of day buttons; one day is chosen, and the arrow keys
 * move between days (described to screen readers by the hint under it).
 */
export function MonthTable({
  id,
  headingId,
  grid,
  selected,
  buttons,
  onSelect,
  onDayKeyDown,
}: {
  id: string
  headingId: string
  grid: MonthGrid
  selected: string
  /** Each drawn day's button, so a key can move the focus to the day it chose. */
  buttons: RefObject<Map<string, HTMLButtonElement>>
  onSelect: (day: string) => void
  onDayKeyDown: (event: KeyboardEvent, day: string, weekIndex: number) => void
}) {
  const t = useTranslations('CalendarMonth')
  const locale = useLocale()
  return (
    <>
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
                      weekIndex={weekIndex}
                      selected={day.date === selected}
                      buttonRef={(el) => {
                        if (el) buttons.current.set(day.date, el)
                        else buttons.current.delete(day.date)
                      }}
                      onSelect={() => onSelect(day.date)}
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
    </>
  )
}
