import { describe, expect, it } from 'vitest'

import { entryItem } from '@/../tests/helpers/calendar-entry'

import { eventToItem, type CalendarItem } from './items'
import {
  longDayLabel,
  monthLabel,
  timeLabel,
  weekdayName,
  weekdayShortName,
  whenParts,
  yearLabel,
} from './labels'

/** The words shown, as the page joins them. */
const whenLabel = (item: CalendarItem, locale: 'en' | 'bn' = 'en') => {
  const { start, end } = whenParts(item, locale)
  return end ? `${start.text} – ${end.text}` : start.text
}

describe('calendar labels', () => {
  it('names months and days whatever the time zone of the machine', () => {
    expect(monthLabel('2026-02')).toBe('February 2026')
    expect(longDayLabel('2026-02-21')).toBe('Saturday, February 21, 2026')
  })

  it('says when an entry or event happens, in Bangladesh time', () => {
    const day = entryItem(1, 'x', 'Holiday', '2026-02-21')
    expect(whenLabel(day)).toBe('February 21, 2026')
    const period = entryItem(2, 'x', 'Exam', '2026-06-02', '2026-06-13')
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

  it('writes Bangla names and Bengali digits on Bangla pages', () => {
    expect(monthLabel('2026-02', 'bn')).toMatch(/^ফেব্রুয়ার[িী] ২০২৬$/)
    expect(longDayLabel('2026-02-21', 'bn')).toMatch(/^শনিবার, ২১ ফেব্রুয়ার[িী] ২০২৬$/)
    expect(weekdayName(5, 'bn')).toBe('শুক্রবার')
    expect(weekdayShortName(6, 'bn')).toBe('শনি')
    expect(weekdayShortName(6)).toBe('Sat')
    expect(yearLabel(2026, 'bn')).toBe('২০২৬')
    expect(yearLabel(2026)).toBe('2026')
    expect(timeLabel('2026-03-05T04:00:00.000Z', 'bn')).toBe('সকাল ১০:০০')
    const event = eventToItem({
      id: 3,
      name: 'Fair',
      type: 'Event',
      start_date: '2026-03-05T04:00:00.000Z',
      end_date: '2026-03-05T10:00:00.000Z',
    })!
    expect(whenLabel(event, 'bn')).toBe('৫ মার্চ ২০২৬, সকাল ১০:০০ – বিকাল ৪:০০')
  })
})
