import { describe, expect, it } from 'vitest'

import { entryItem } from '@/../tests/helpers/calendar-entry'
import { calendarFeed } from '@/lib/ics'

import { toFeedEvents } from './feed'
import { eventToItem } from './items'

describe('calendar feed', () => {
  const holiday = entryItem(3, 'Victory Day', 'Holiday', '2026-12-16')
  const exams = entryItem(4, 'Annual Examination', 'Exam', '2026-11-22', '2026-12-06')
  const fair = eventToItem({
    id: 7,
    name: 'Science Fair',
    type: 'Event',
    start_date: '2026-03-05T04:00:00.000Z',
    end_date: '2026-03-05T10:00:00.000Z',
    company: 'Auditorium',
  })!

  it('writes entries as whole days and events at their times, with stable ids and links', () => {
    const events = toFeedEvents([holiday, exams, fair], 'https://padmapar.example')
    expect(events).toEqual([
      expect.objectContaining({
        uid: 'calendar-entry-3@padmapar.example',
        allDay: true,
        start: '2026-12-16',
        end: '2026-12-16',
        categories: ['Holiday'],
        url: null,
      }),
      expect.objectContaining({ allDay: true, start: '2026-11-22', end: '2026-12-06' }),
      expect.objectContaining({
        uid: 'event-7@padmapar.example',
        start: new Date('2026-03-05T04:00:00.000Z'),
        end: new Date('2026-03-05T10:00:00.000Z'),
        location: 'Auditorium',
        categories: ['Event'],
        url: 'https://padmapar.example/events/7',
      }),
    ])
    const ics = calendarFeed(events, { now: new Date('2026-01-01T00:00:00.000Z') })
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261122\r\nDTEND;VALUE=DATE:20261207\r\n')
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261216\r\nDTEND;VALUE=DATE:20261217\r\n')
    expect(ics).toContain('\r\nDTSTART:20260305T040000Z\r\nDTEND:20260305T100000Z\r\n')
  })
})
