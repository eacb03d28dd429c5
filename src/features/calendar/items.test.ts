import { describe, expect, it } from 'vitest'

import {
  entryToItem,
  eventToItem,
  toCalendarItems,
  type CalendarEntrySource,
  type CalendarEventSource,
} from './items'

const entry = (overrides: Partial<CalendarEntrySource> = {}): CalendarEntrySource => ({
  id: 12,
  title: 'Winter vacation',
  kind: 'Academic',
  start_date: '2026-12-17T12:00:00.000Z',
  end_date: '2026-12-31T12:00:00.000Z',
  description: '  School reopens on 1 January.  ',
  ...overrides,
})

const event = (overrides: Partial<CalendarEventSource> = {}): CalendarEventSource => ({
  id: 5,
  name: 'Science Fair',
  type: 'Event',
  // 10:00 in Dhaka.
  start_date: '2026-03-05T04:00:00.000Z',
  end_date: '2026-03-05T10:00:00.000Z',
  company: 'School auditorium',
  sub_nameor_title: 'Projects by Classes 6–10',
  ...overrides,
})

describe('calendar items', () => {
  it('turns an entry into whole days with an inclusive last day', () => {
    expect(entryToItem(entry())).toEqual({
      id: 'calendar-entry-12',
      title: 'Winter vacation',
      kind: 'Academic',
      start: '2026-12-17',
      end: '2026-12-31',
      allDay: true,
      startsAt: null,
      endsAt: null,
      href: null,
      description: 'School reopens on 1 January.',
      location: null,
    })
  })

  it('takes the day in Bangladesh, and a missing or earlier last day as a one-day entry', () => {
    const item = entryToItem(
      // Midnight in Dhaka, the evening before in UTC.
      entry({ start_date: '2026-12-15T18:00:00.000Z', end_date: '2026-12-10T12:00:00.000Z' }),
    )
    expect(item).toMatchObject({ start: '2026-12-16', end: '2026-12-16' })
    expect(entryToItem(entry({ description: '' }))).toMatchObject({ description: null })
    expect(entryToItem(entry({ start_date: 'nonsense', end_date: null }))).toBeNull()
  })

  it('turns school and alumni events into timed items linking to their pages', () => {
    expect(eventToItem(event())).toEqual({
      id: 'event-5',
      title: 'Science Fair',
      kind: 'Event',
      start: '2026-03-05',
      end: '2026-03-05',
      allDay: false,
      startsAt: '2026-03-05T04:00:00.000Z',
      endsAt: '2026-03-05T10:00:00.000Z',
      href: '/events/5',
      description: 'Projects by Classes 6–10',
      location: 'School auditorium',
    })
    expect(eventToItem(event({ id: 9, type: 'Alumni' }))).toMatchObject({
      kind: 'Event',
      href: '/alumni-association/alumni-events/9',
    })
    expect(eventToItem(event({ type: 'Blog' }))).toBeNull()
    expect(eventToItem(event({ type: 'Article' }))).toBeNull()
  })

  it('spreads an event over the Bangladesh days it touches, but not past a midnight end', () => {
    // 17:00 on 5 March to 20:00 on 7 March, Dhaka time.
    expect(
      eventToItem(
        event({ start_date: '2026-03-05T11:00:00.000Z', end_date: '2026-03-07T14:00:00.000Z' }),
      ),
    ).toMatchObject({ start: '2026-03-05', end: '2026-03-07' })
    // Ends exactly at midnight in Dhaka.
    expect(
      eventToItem(
        event({ start_date: '2026-03-05T12:00:00.000Z', end_date: '2026-03-05T18:00:00.000Z' }),
      ),
    ).toMatchObject({ start: '2026-03-05', end: '2026-03-05' })
    // No end, or an end before the start.
    expect(eventToItem(event({ end_date: null }))).toMatchObject({
      end: '2026-03-05',
      endsAt: null,
    })
    expect(eventToItem(event({ end_date: '2026-03-04T10:00:00.000Z' }))).toMatchObject({
      end: '2026-03-05',
      endsAt: null,
    })
  })

  it('merges both sources in calendar order, whole days before timed items on the same day', () => {
    const items = toCalendarItems(
      [
        {
          id: 3,
          title: 'Independence Day',
          kind: 'Holiday',
          start_date: '2026-03-26T12:00:00.000Z',
        },
        { id: 4, title: 'Class test', kind: 'Exam', start_date: '2026-03-05T12:00:00.000Z' },
      ],
      [
        event(),
        event({ id: 6, type: 'Blog' }),
        event({ id: 7, name: 'Early talk', start_date: '2026-03-05T02:00:00.000Z' }),
      ],
    )
    expect(items.map((item) => item.id)).toEqual([
      'calendar-entry-4',
      'event-7',
      'event-5',
      'calendar-entry-3',
    ])
  })
})
