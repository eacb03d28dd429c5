import { CALENDAR_ENTRY_KINDS, type CalendarEntryKind } from '@/lib/constants'
import type { CalendarEntry, Event } from '@/payload-types'

import { dhakaDay } from '@/lib/dhaka-days'

/** What the calendar shows: the entry kinds staff choose from, and school events. */
export const CALENDAR_ITEM_KINDS = [...CALENDAR_ENTRY_KINDS, 'Event'] as const
export type CalendarItemKind = CalendarEntryKind | 'Event'

/** One line of the academic calendar, from a calendar entry or a school event. Plain data. */
export type CalendarItem = {
  /** Unique across both sources and stable: `calendar-entry-12`, `event-5`. */
  id: string
  title: string
  kind: CalendarItemKind
  /** First day, YYYY-MM-DD, Bangladesh time. */
  start: string
  /** Last day (inclusive), YYYY-MM-DD, Bangladesh time; the same as `start` for one day. */
  end: string
  /** Entries last whole days; events have a time. */
  allDay: boolean
  /** A timed item's start as an ISO instant (null when all-day). */
  startsAt: string | null
  /** A timed item's end as an ISO instant, when staff gave one. */
  endsAt: string | null
  /** The event's own page; entries have none. */
  href: string | null
  description: string | null
  location: string | null
}

export type CalendarEntrySource = Pick<
  CalendarEntry,
  'id' | 'title' | 'kind' | 'start_date' | 'end_date' | 'description'
>
export type CalendarEventSource = Pick<
  Event,
  'id' | 'name' | 'type' | 'start_date' | 'end_date' | 'company' | 'sub_nameor_title'
>

const textOrNull = (value: string | null | undefined) => value?.trim() || null

/** A calendar entry as an all-day item; null when its first day is not a date. */
export function entryToItem(entry: CalendarEntrySource): CalendarItem | null {
  const start = dhakaDay(entry.start_date)
  if (!start) return null
  const last = entry.end_date ? dhakaDay(entry.end_date) : null
  return {
    id: `calendar-entry-${entry.id}`,
    title: entry.title,
    kind: entry.kind,
    start,
    end: last && last > start ? last : start,
    allDay: true,
    startsAt: null,
    endsAt: null,
    href: null,
    description: textOrNull(entry.description),
    location: null,
  }
}

/** Where a school event or an alumni event has its page. */
export function eventPath(event: Pick<Event, 'id' | 'type'>): string {
  return event.type === 'Alumni'
    ? `/alumni-association/alumni-events/${event.id}`
    : `/events/${event.id}`
}

/** A school or alumni event as a timed item; null for articles, blogs and bad dates. */
export function eventToItem(event: CalendarEventSource): CalendarItem | null {
  if (event.type !== 'Event' && event.type !== 'Alumni') return null
  const startsAt = new Date(event.start_date)
  const start = dhakaDay(startsAt)
  if (!start) return null
  const endsAt = event.end_date ? new Date(event.end_date) : null
  const ends = endsAt && endsAt > startsAt ? endsAt : null
  // The end is a moment, not a day: an event ending at midnight does not cover the next day.
  const end = ends ? (dhakaDay(ends.getTime() - 1) ?? start) : start
  return {
    id: `event-${event.id}`,
    title: event.name,
    kind: 'Event',
    start,
    end: end > start ? end : start,
    allDay: false,
    startsAt: startsAt.toISOString(),
    endsAt: ends ? ends.toISOString() : null,
    href: eventPath(event),
    description: textOrNull(event.sub_nameor_title),
    location: textOrNull(event.company),
  }
}

/** Earliest first; on one day whole-day items before timed ones, then by time and title. */
export function compareItems(a: CalendarItem, b: CalendarItem): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1
  if (a.allDay !== b.allDay) return a.allDay ? -1 : 1
  const time = (a.startsAt ?? '').localeCompare(b.startsAt ?? '')
  return time || a.title.localeCompare(b.title) || a.id.localeCompare(b.id)
}

/** Entries and events as one sorted list of calendar items. */
export function toCalendarItems(
  entries: readonly CalendarEntrySource[],
  events: readonly CalendarEventSource[],
): CalendarItem[] {
  return [...entries.map(entryToItem), ...events.map(eventToItem)]
    .filter((item): item is CalendarItem => item !== null)
    .sort(compareItems)
}
