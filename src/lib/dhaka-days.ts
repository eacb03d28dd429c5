/**
 * Calendar days as 'YYYY-MM-DD' strings and months as 'YYYY-MM', in Bangladesh time. Day
 * arithmetic runs on UTC dates so it never depends on the time zone of the machine.
 */

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/

/** Day of the week as JavaScript counts it: 0 Sunday … 5 Friday, 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export const FRIDAY: Weekday = 5
export const SATURDAY: Weekday = 6

function dayToUtc(day: string): number {
  const match = DAY_PATTERN.exec(day)
  if (!match) throw new RangeError(`Not a calendar day: ${day}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

const utcToDay = (time: number) => new Date(time).toISOString().slice(0, 10)

export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false
  return utcToDay(dayToUtc(value)) === value
}

/** The Bangladesh calendar day of an instant, or null when it is not a date. */
export function dhakaDay(value: string | number | Date): string | null {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime()
  return Number.isNaN(time) ? null : utcToDay(time + DHAKA_OFFSET_MS)
}

/**
 * An instant as 'YYYY-MM-DD HH:mm' on Bangladesh clocks, the form office spreadsheets sort and
 * read; empty for a missing or broken value.
 */
export function dhakaDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return ''
  return new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

export const addDays = (day: string, days: number) => utcToDay(dayToUtc(day) + days * DAY_MS)

export const weekday = (day: string) => new Date(dayToUtc(day)).getUTCDay() as Weekday

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS)

export const monthOf = (day: string) => day.slice(0, 7)

export function addMonths(month: string, months: number): string {
  const match = MONTH_PATTERN.exec(month)
  if (!match) throw new RangeError(`Not a month: ${month}`)
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

export const firstDayOfMonth = (month: string) => `${month}-01`

export const lastDayOfMonth = (month: string) => addDays(firstDayOfMonth(addMonths(month, 1)), -1)

/** The instant a Bangladesh day begins (midnight in Dhaka), as ISO text. */
export const dhakaMidnight = (day: string) =>
  new Date(dayToUtc(day) - DHAKA_OFFSET_MS).toISOString()

/**
 * The stretch of time the calendar shows: from 1 January of this year to 31 December of next
 * year (Bangladesh time), so families can plan across the change of school year.
 */
export type CalendarWindow = {
  firstDay: string
  lastDay: string
  firstMonth: string
  lastMonth: string
}

export function calendarWindow(now: Date): CalendarWindow {
  const year = Number((dhakaDay(now) ?? '').slice(0, 4))
  if (!year) throw new RangeError('Not a date')
  const firstDay = `${year}-01-01`
  const lastDay = `${year + 1}-12-31`
  return { firstDay, lastDay, firstMonth: monthOf(firstDay), lastMonth: monthOf(lastDay) }
}

/** The month to open on: the given day's month, kept inside the window. */
export function clampMonth(
  month: string,
  window: Pick<CalendarWindow, 'firstMonth' | 'lastMonth'>,
): string {
  if (month < window.firstMonth) return window.firstMonth
  if (month > window.lastMonth) return window.lastMonth
  return month
}
