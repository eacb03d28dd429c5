import {
  addDays,
  addMonths,
  daysBetween,
  firstDayOfMonth,
  FRIDAY,
  lastDayOfMonth,
  monthOf,
  SATURDAY,
  weekday,
  type Weekday,
} from '@/lib/dhaka-days'
import { compareItems, type CalendarItem } from './items'

/** The school week in Bangladesh runs Saturday to Thursday; Friday is the weekly holiday. */
export const WEEK_STARTS_ON: Weekday = SATURDAY
export const WEEKLY_HOLIDAY: Weekday = FRIDAY

export type CalendarDay = {
  date: string
  weekday: Weekday
  /** False for the days of the neighbouring months that fill the first and last week. */
  inMonth: boolean
  weeklyHoliday: boolean
  isToday: boolean
  /** Every item covering this day, multi-day items on each of their days. */
  items: CalendarItem[]
}

export type MonthGrid = { month: string; weekdays: Weekday[]; weeks: CalendarDay[][] }

/** The seven weekdays in the order the grid shows them. */
export function orderedWeekdays(weekStartsOn: Weekday = WEEK_STARTS_ON): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStartsOn + i) % 7) as Weekday)
}

const covers = (item: CalendarItem, day: string) => item.start <= day && day <= item.end

/** Items on one day, in calendar order. */
export function itemsOnDay(items: readonly CalendarItem[], day: string): CalendarItem[] {
  return items.filter((item) => covers(item, day)).sort(compareItems)
}

/** Whole weeks covering a month ('YYYY-MM'), each day with the items that fall on it. */
export function monthGrid(
  month: string,
  items: readonly CalendarItem[],
  {
    weekStartsOn = WEEK_STARTS_ON,
    today = null,
  }: { weekStartsOn?: Weekday; today?: string | null } = {},
): MonthGrid {
  const first = firstDayOfMonth(month)
  const last = lastDayOfMonth(month)
  const gridStart = addDays(first, -((weekday(first) - weekStartsOn + 7) % 7))
  const gridEnd = addDays(last, (weekStartsOn + 6 - weekday(last) + 7) % 7)
  const visible = items.filter((item) => item.start <= gridEnd && item.end >= gridStart)
  const weeks: CalendarDay[][] = []
  for (let offset = 0; offset <= daysBetween(gridStart, gridEnd); offset++) {
    const date = addDays(gridStart, offset)
    if (offset % 7 === 0) weeks.push([])
    weeks[weeks.length - 1]!.push({
      date,
      weekday: weekday(date),
      inMonth: monthOf(date) === month,
      weeklyHoliday: weekday(date) === WEEKLY_HOLIDAY,
      isToday: date === today,
      items: itemsOnDay(visible, date),
    })
  }
  return { month, weekdays: orderedWeekdays(weekStartsOn), weeks }
}

/** Items grouped by the month they start in, months in order (for the list view). */
export function groupByMonth(
  items: readonly CalendarItem[],
): { month: string; items: CalendarItem[] }[] {
  const groups = new Map<string, CalendarItem[]>()
  for (const item of [...items].sort(compareItems)) {
    const month = monthOf(item.start)
    groups.set(month, [...(groups.get(month) ?? []), item])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, list]) => ({ month, items: list }))
}

/** The day to select when a month opens: today if it is in that month, else its first busy day. */
export function defaultSelectedDay(
  month: string,
  items: readonly CalendarItem[],
  today: string | null,
): string {
  if (today && monthOf(today) === month) return today
  const first = firstDayOfMonth(month)
  const last = lastDayOfMonth(month)
  const busy = items
    .filter((item) => item.start <= last && item.end >= first)
    .map((item) => (item.start < first ? first : item.start))
    .sort()
  return busy[0] ?? first
}

/**
 * The day a key moves the grid's focus to from `day` (in column `weekIndex` of its week): arrows
 * a day or a week, Home/End to the week's ends, Page Up/Down a month; null for any other key.
 */
export function dayAfterKey(key: string, day: string, weekIndex: number): string | null {
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
 * How a day cell draws an entry of several days, so a week row shows it once as a bar: the cell
 * where the bar starts in this row (the entry's first day, the row's first day or the month's)
 * carries its title across `span` days; the other cells carry a plain strip under it. Null for
 * an entry of one day.
 */
export function barOnDay(
  item: Pick<CalendarItem, 'start' | 'end'>,
  day: string,
  weekIndex: number,
): { head: boolean; span: number } | null {
  if (item.start === item.end) return null
  const head = item.start === day || weekIndex === 0 || day === firstDayOfMonth(monthOf(day))
  const rowEnd = addDays(day, 6 - weekIndex)
  const monthEnd = lastDayOfMonth(monthOf(day))
  const last = [item.end, rowEnd, monthEnd].sort()[0]!
  return { head, span: daysBetween(day, last) + 1 }
}

/** A day's entries as its cell stacks them: bars of several days first, so they line up. */
export function stackedItems(items: readonly CalendarItem[]): CalendarItem[] {
  const long = items.filter((item) => item.start !== item.end)
  return [...long, ...items.filter((item) => item.start === item.end)]
}
