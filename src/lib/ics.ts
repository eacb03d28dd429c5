/** A one-event iCalendar file (RFC 5545), e.g. attached to a registration confirmation. */
export type CalendarEvent = {
  /** Globally unique and stable, e.g. `event-12@padmapar.example`. */
  uid: string
  start: Date
  /** Defaults to two hours after the start. */
  end?: Date | null
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
  organizer?: { name: string; email: string } | null
}

const TWO_HOURS = 2 * 60 * 60 * 1000

/** 20261123T043000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

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

export function calendarFile(event: CalendarEvent, now = new Date()): string {
  const end =
    event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + TWO_HOURS)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Padmapar School Website//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.summary)}`,
    event.location ? `LOCATION:${text(event.location)}` : null,
    event.description ? `DESCRIPTION:${text(event.description)}` : null,
    event.url ? `URL:${event.url}` : null,
    event.organizer
      ? `ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`
      : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines
    .filter((line): line is string => line !== null)
    .map(fold)
    .join('\r\n')}\r\n`
}
