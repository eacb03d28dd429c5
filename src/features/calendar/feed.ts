import type { CalendarEvent } from '@/lib/ics'

import type { CalendarItem } from './items'

/**
 * Calendar items as iCalendar events: entries as whole days, events at their UTC times, each
 * with a UID that stays the same across downloads so subscribers' apps update instead of
 * duplicating.
 */
export function toFeedEvents(items: readonly CalendarItem[], siteUrl: string): CalendarEvent[] {
  const host = new URL(siteUrl).hostname
  return items.map((item): CalendarEvent => {
    const fields = {
      uid: `${item.id}@${host}`,
      summary: item.title,
      description: item.description,
      location: item.location,
      categories: [item.kind],
      url: item.href ? new URL(item.href, siteUrl).toString() : null,
    }
    if (!item.allDay && item.startsAt)
      return {
        ...fields,
        start: new Date(item.startsAt),
        end: item.endsAt ? new Date(item.endsAt) : null,
      }
    return { ...fields, allDay: true, start: item.start, end: item.end }
  })
}
