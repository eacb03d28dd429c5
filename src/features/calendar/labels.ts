import { formatDate } from '@/lib/format'

import type { Weekday } from '@/lib/dhaka-days'
import type { CalendarItem, CalendarItemKind } from './items'

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const WEEKDAY_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const TIME = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
})

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

export const weekdayName = (day: Weekday) => WEEKDAY_NAMES[day]

/** 'February 2026' */
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00.000Z`))

/** 'Saturday, February 21, 2026' */
export const longDayLabel = (day: string) => WEEKDAY_DAY.format(new Date(`${day}T00:00:00.000Z`))

/** '10:00 AM', Bangladesh time. */
export const timeLabel = (instant: string) => TIME.format(new Date(instant))

export const KIND_LABELS: Record<CalendarItemKind, string> = {
  Holiday: 'Holiday',
  Exam: 'Exam',
  Admission: 'Admission',
  Academic: 'Academic',
  Event: 'School event',
}

/** A moment of an item: the `datetime` value and the words shown. */
export type WhenPart = { dateTime: string; text: string }

/**
 * When an item happens, as a start and an optional end: 'June 02, 2026' to 'June 13, 2026' for a
 * period, 'March 05, 2026, 10:00 AM' to '4:00 PM' for an event (Bangladesh time).
 */
export function whenParts(item: CalendarItem): { start: WhenPart; end: WhenPart | null } {
  if (item.allDay || !item.startsAt) {
    return {
      start: { dateTime: item.start, text: formatDate(item.start) },
      end: item.end !== item.start ? { dateTime: item.end, text: formatDate(item.end) } : null,
    }
  }
  const start = {
    dateTime: item.startsAt,
    text: `${formatDate(item.startsAt)}, ${timeLabel(item.startsAt)}`,
  }
  if (!item.endsAt) return { start, end: null }
  const endTime = timeLabel(item.endsAt)
  return {
    start,
    end: {
      dateTime: item.endsAt,
      text: item.end === item.start ? endTime : `${formatDate(item.endsAt)}, ${endTime}`,
    },
  }
}
