import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { findPublic } from '@/lib/payload/find-public'

import { addDays, calendarWindow, dhakaMidnight, type CalendarWindow } from '@/lib/dhaka-days'
import { toCalendarItems, type CalendarItem } from './items'

/** Starts before the window ends, and starts or ends inside it. */
function overlapping(window: CalendarWindow): Where {
  const from = dhakaMidnight(window.firstDay)
  const until = dhakaMidnight(addDays(window.lastDay, 1))
  return {
    and: [
      { start_date: { less_than: until } },
      {
        or: [
          { start_date: { greater_than_equal: from } },
          { end_date: { greater_than_equal: from } },
        ],
      },
    ],
  }
}

/**
 * The academic calendar: every calendar entry and every published school or alumni event from
 * 1 January of this year to 31 December of next year (Bangladesh time), as one sorted list.
 */
export const listCalendarItems = cache(
  async (): Promise<{ window: CalendarWindow; items: CalendarItem[] }> => {
    const window = calendarWindow(new Date())
    const where = overlapping(window)
    const [entries, events] = await Promise.all([
      findPublic('calendar-entries', {
        where,
        sort: 'start_date',
        pagination: false,
        depth: 0,
        select: { title: true, kind: true, start_date: true, end_date: true, description: true },
      }),
      findPublic('events', {
        where: { and: [{ type: { in: ['Event', 'Alumni'] } }, where] },
        sort: 'start_date',
        pagination: false,
        depth: 0,
        select: {
          name: true,
          type: true,
          start_date: true,
          end_date: true,
          company: true,
          sub_nameor_title: true,
        },
      }),
    ])
    return { window, items: toCalendarItems(entries.docs, events.docs) }
  },
)
