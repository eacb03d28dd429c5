/** iCalendar files (RFC 5545): one event for a registration e-mail, or a whole calendar feed. */
type EventFields = {
  /** Globally unique and stable, e.g. `event-12@padmapar.example`. */
  uid: string
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
  organizer?: { name: string; email: string } | null
  categories?: readonly string[] | null
}

/** An event at a time of day. */
export type TimedCalendarEvent = EventFields & {
  allDay?: false
  start: Date
  /** Defaults to two hours after the start. */
  end?: Date | null
}

/** A holiday or period of whole days, the same dates wherever the reader lives. */
export type AllDayCalendarEvent = EventFields & {
  allDay: true
  /** First day, YYYY-MM-DD. */
  start: string
  /** Last day (inclusive), YYYY-MM-DD; empty for one day. */
  end?: string | null
}

export type CalendarEvent = TimedCalendarEvent | AllDayCalendarEvent

export type CalendarFeedOptions = {
  /** The calendar's name in subscribers' apps (X-WR-CALNAME). */
  name?: string | null
  description?: string | null
  /** The time zone apps show the feed in, e.g. Asia/Dhaka (X-WR-TIMEZONE). */
  timeZone?: string | null
  /** How often subscribers should fetch the feed again, an RFC 5545 duration such as PT6H. */
  refreshInterval?: string | null
  /** DTSTAMP of every event; the moment the file is written. */
  now?: Date
}

const TWO_HOURS = 2 * 60 * 60 * 1000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** 20261123T043000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** 2026-02-21 -> 20260221, checking that it is a real day. */
function dateValue(day: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`)
  if (
    !DAY_PATTERN.test(day) ||
    Number.isNaN(time) ||
    new Date(time).toISOString().slice(0, 10) !== day
  )
    throw new RangeError(`Not a calendar day: ${day}`)
  return day.replace(/-/g, '')
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (bytes.encode(current + char).length > limit) {
      parts.push(current)
      current = char
    } else current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** DTSTART/DTEND lines: dates with an exclusive end for whole days, UTC times otherwise. */
function whenLines(event: CalendarEvent): string[] {
  if (event.allDay) {
    const last = event.end && event.end > event.start ? event.end : event.start
    return [
      `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(last))}`,
      // Holidays and exam periods should not mark the reader as busy.
      'TRANSP:TRANSPARENT',
    ]
  }
  const end =
    event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + TWO_HOURS)
  return [`DTSTART:${utc(event.start)}`, `DTEND:${utc(end)}`]
}

function eventLines(event: CalendarEvent, now: Date): (string | null)[] {
  const categories = (event.categories ?? []).filter(Boolean)
  return [
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(now)}`,
    ...whenLines(event),
    `SUMMARY:${text(event.summary)}`,
    event.location ? `LOCATION:${text(event.location)}` : null,
    event.description ? `DESCRIPTION:${text(event.description)}` : null,
    categories.length ? `CATEGORIES:${categories.map(text).join(',')}` : null,
    event.url ? `URL:${event.url}` : null,
    event.organizer
      ? `ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`
      : null,
    'END:VEVENT',
  ]
}

/** A VCALENDAR with every event, e.g. the school's subscribable calendar. */
export function calendarFeed(
  events: readonly CalendarEvent[],
  { name, description, timeZone, refreshInterval, now = new Date() }: CalendarFeedOptions = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Padmapar School Website//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    name ? `X-WR-CALNAME:${text(name)}` : null,
    description ? `X-WR-CALDESC:${text(description)}` : null,
    timeZone ? `X-WR-TIMEZONE:${text(timeZone)}` : null,
    refreshInterval ? `REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}` : null,
    refreshInterval ? `X-PUBLISHED-TTL:${refreshInterval}` : null,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ]
  return `${lines
    .filter((line): line is string => line !== null)
    .map(fold)
    .join('\r\n')}\r\n`
}

/** A one-event file, e.g. attached to a registration confirmation. */
export function calendarFile(event: CalendarEvent, now = new Date()): string {
  return calendarFeed([event], { now })
}
