import { describe, expect, it } from 'vitest'

import { entryToItem, eventToItem, type CalendarItem } from './items'
import { longDayLabel, monthLabel, whenParts } from './labels'

/** The words shown, as the page joins them. */
const whenLabel = (item: CalendarItem) => {
  const { start, end } = whenParts(item)
  return end ? `${start.text} – ${end.text}` : start.text
}

describe('calendar labels', () => {
  it('names months and days whatever the time zone of the machine', () => {
    expect(monthLabel('2026-02')).toBe('February 2026')
    expect(longDayLabel('2026-02-21')).toBe('Saturday, February 21, 2026')
  })

  it('says when an entry or event happens, in Bangladesh time', () => {
    const day = entryToItem({
      id: 1,
      title: 'x',
      kind: 'Holiday',
      start_date: '2026-02-21T12:00:00.000Z',
    })!
    expect(whenLabel(day)).toBe('February 21, 2026')
    const period = entryToItem({
      id: 2,
      title: 'x',
      kind: 'Exam',
      start_date: '2026-06-02T12:00:00.000Z',
      end_date: '2026-06-13T12:00:00.000Z',
    })!
    expect(whenLabel(period)).toBe('June 02, 2026 – June 13, 2026')
    expect(whenParts(period)).toEqual({
      start: { dateTime: '2026-06-02', text: 'June 02, 2026' },
      end: { dateTime: '2026-06-13', text: 'June 13, 2026' },
    })
    const base = {
      id: 3,
      name: 'Fair',
      type: 'Event' as const,
      start_date: '2026-03-05T04:00:00.000Z',
    }
    expect(whenLabel(eventToItem({ ...base, end_date: '2026-03-05T10:00:00.000Z' })!)).toBe(
      'March 05, 2026, 10:00 AM – 4:00 PM',
    )
    expect(whenLabel(eventToItem({ ...base, end_date: '2026-03-06T10:00:00.000Z' })!)).toBe(
      'March 05, 2026, 10:00 AM – March 06, 2026, 4:00 PM',
    )
    expect(whenLabel(eventToItem(base)!)).toBe('March 05, 2026, 10:00 AM')
    expect(whenParts(eventToItem(base)!).start.dateTime).toBe('2026-03-05T04:00:00.000Z')
  })
})
