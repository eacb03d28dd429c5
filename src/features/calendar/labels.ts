import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'

import type { Weekday } from '@/lib/dhaka-days'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'
import type { CalendarItem, CalendarItemKind } from './items'

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' }

const perLocale = (options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    Object.entries(INTL_LOCALE).map(([locale, tag]) => [
      locale,
      new Intl.DateTimeFormat(tag, options),
    ]),
  ) as Record<Locale, Intl.DateTimeFormat>

const MONTH = perLocale({ month: 'long', year: 'numeric', timeZone: 'UTC' })
const YEAR = perLocale({ year: 'numeric', timeZone: 'UTC' })
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
  timeZone: SCHOOL_TIME_ZONE,
})
// Bangla names the part of the day ('সকাল', 'বিকাল') instead of AM/PM.
const BANGLA_TIME = new Intl.DateTimeFormat('bn-BD', {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  timeZone: SCHOOL_TIME_ZONE,
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

/** 4 January 1970 was a Sunday: day `n` of that week has weekday `n`. */
const weekdayDate = (day: Weekday) => new Date(Date.UTC(1970, 0, 4 + day))
const BANGLA_WEEKDAY = new Intl.DateTimeFormat('bn-BD', { weekday: 'long', timeZone: 'UTC' })
const BANGLA_WEEKDAY_SHORT = new Intl.DateTimeFormat('bn-BD', { weekday: 'short', timeZone: 'UTC' })

/** 'Saturday' / 'শনিবার' */
export const weekdayName = (day: Weekday, locale: Locale = 'en') =>
  locale === 'en' ? WEEKDAY_NAMES[day] : BANGLA_WEEKDAY.format(weekdayDate(day))

/** 'Sat' / 'শনি', for the grid's column heads. */
export const weekdayShortName = (day: Weekday, locale: Locale = 'en') =>
  locale === 'en' ? WEEKDAY_NAMES[day].slice(0, 3) : BANGLA_WEEKDAY_SHORT.format(weekdayDate(day))

/** 'February 2026' / 'ফেব্রুয়ারি ২০২৬' */
export const monthLabel = (month: string, locale: Locale = 'en') =>
  MONTH[locale].format(new Date(`${month}-01T00:00:00.000Z`))

/** '2026' / '২০২৬', never grouped like an amount. */
export const yearLabel = (year: number, locale: Locale = 'en') =>
  YEAR[locale].format(new Date(Date.UTC(year, 6, 1)))

/** 'Saturday, February 21, 2026' / 'শনিবার, ২১ ফেব্রুয়ারি ২০২৬' */
export function longDayLabel(day: string, locale: Locale = 'en'): string {
  const date = new Date(`${day}T00:00:00.000Z`)
  if (locale === 'en') return WEEKDAY_DAY.format(date)
  return `${BANGLA_WEEKDAY.format(date)}, ${formatDate(date, locale)}`
}

/** '10:00 AM' / 'সকাল ১০:০০', Bangladesh time. */
export function timeLabel(instant: string, locale: Locale = 'en'): string {
  const date = new Date(instant)
  if (locale === 'en') return TIME.format(date)
  const parts = BANGLA_TIME.formatToParts(date)
  const period = parts.find((part) => part.type === 'dayPeriod')?.value
  const clock = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim()
  return period ? `${period} ${clock}` : clock
}

/** Each kind's name in the 'CalendarKinds' messages; the kinds themselves stay English data. */
export const KIND_MESSAGE_KEYS = {
  Holiday: 'holiday',
  Exam: 'exam',
  Admission: 'admission',
  Academic: 'academic',
  Event: 'event',
} as const satisfies Record<CalendarItemKind, string>

/** A moment of an item: the `datetime` value and the words shown. */
export type WhenPart = { dateTime: string; text: string }

/**
 * When an item happens, as a start and an optional end: 'June 02, 2026' to 'June 13, 2026' for a
 * period, 'March 05, 2026, 10:00 AM' to '4:00 PM' for an event (Bangladesh time).
 */
export function whenParts(
  item: CalendarItem,
  locale: Locale = 'en',
): { start: WhenPart; end: WhenPart | null } {
  const date = (value: string) => formatDate(value, locale)
  if (item.allDay || !item.startsAt) {
    return {
      start: { dateTime: item.start, text: date(item.start) },
      end: item.end !== item.start ? { dateTime: item.end, text: date(item.end) } : null,
    }
  }
  const start = {
    dateTime: item.startsAt,
    text: `${date(item.startsAt)}, ${timeLabel(item.startsAt, locale)}`,
  }
  if (!item.endsAt) return { start, end: null }
  const endTime = timeLabel(item.endsAt, locale)
  return {
    start,
    end: {
      dateTime: item.endsAt,
      text: item.end === item.start ? endTime : `${date(item.endsAt)}, ${endTime}`,
    },
  }
}
