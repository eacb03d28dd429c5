import { describe, expect, it } from 'vitest'

import { isDay, weekday } from '@/lib/dhaka-days'
import { CALENDAR_ENTRY_KINDS } from '@/lib/constants'

import {
  buildCalendarEntry,
  calendarEntriesFor,
  estimateLunarDates,
  LUNAR_DATES,
  lunarDatesFor,
} from './calendar'

const lastDay = (entry: { start: string; end?: string }) => entry.end ?? entry.start

describe('demo academic calendar', () => {
  for (const year of [2026, 2027, 2031]) {
    it(`is a full, well-formed year for ${year}`, () => {
      const entries = calendarEntriesFor(year)
      expect(entries.length).toBeGreaterThanOrEqual(35)
      expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(CALENDAR_ENTRY_KINDS))
      expect(new Set(entries.map((e) => e.title)).size).toBe(entries.length)
      for (const entry of entries) {
        expect(isDay(entry.start), entry.title).toBe(true)
        expect(isDay(lastDay(entry)), entry.title).toBe(true)
        expect(lastDay(entry) >= entry.start, entry.title).toBe(true)
        expect(entry.start.slice(0, 4), entry.title).toBe(String(year))
        expect(lastDay(entry).slice(0, 4), entry.title).toBe(String(year))
        expect(entry.title.length).toBeLessThanOrEqual(160)
        expect((entry.description ?? '').length).toBeLessThanOrEqual(500)
      }
      const months = new Set(entries.map((e) => e.start.slice(5, 7)))
      expect(months.size).toBe(12)
    })
  }

  it('has the fixed national days on their dates', () => {
    const byTitle = new Map(calendarEntriesFor(2026).map((e) => [e.title, e]))
    expect(byTitle.get('International Mother Language Day (Shaheed Day)')?.start).toBe('2026-02-21')
    expect(byTitle.get('Independence Day')?.start).toBe('2026-03-26')
    expect(byTitle.get('Pahela Baishakh (Bangla New Year)')?.start).toBe('2026-04-14')
    expect(byTitle.get('Victory Day')?.start).toBe('2026-12-16')
    expect(byTitle.get('Eid-ul-Fitr vacation')).toMatchObject({
      start: '2026-03-15',
      end: '2026-03-26',
    })
    expect(byTitle.get('Eid-ul-Fitr vacation')?.description).toMatch(/may shift by a day/)
  })

  it('keeps exams off holidays and school programmes off Fridays in the years it knows', () => {
    for (const year of Object.keys(LUNAR_DATES).map(Number)) {
      const entries = calendarEntriesFor(year)
      const holidays = entries.filter((e) => e.kind === 'Holiday')
      for (const exam of entries.filter((e) => e.kind === 'Exam')) {
        const clash = holidays.find((h) => h.start <= lastDay(exam) && lastDay(h) >= exam.start)
        expect(clash?.title, `${exam.title} ${year}`).toBeUndefined()
      }
      for (const day of entries.filter((e) => e.kind !== 'Holiday' && !e.end))
        expect(weekday(day.start), `${day.title} ${year}`).not.toBe(5)
    }
  })

  it('estimates the moon-dependent holidays of years it does not know', () => {
    const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000
    const estimate = estimateLunarDates(2027)
    const known = LUNAR_DATES[2027]!
    for (const name of ['eidUlFitr', 'eidUlAdha', 'ashura', 'eidEMiladunnabi'] as const)
      expect(days(estimate[name], known[name]), name).toBeLessThanOrEqual(2)
    for (const name of ['buddhaPurnima', 'janmashtami', 'bijoyaDashami'] as const)
      expect(days(estimate[name], known[name]), name).toBeLessThanOrEqual(31)
    const later = lunarDatesFor(2031)
    expect(later.estimated).toBe(true)
    for (const day of Object.values(later.dates))
      expect(isDay(day) && day.startsWith('2031')).toBe(true)
    expect(calendarEntriesFor(2031).find((e) => e.title === 'Ashura')?.description).toMatch(
      /estimate/,
    )
  })

  it('stores whole days at noon UTC, as the admin does', () => {
    expect(
      buildCalendarEntry({ title: 'Exam', kind: 'Exam', start: '2026-06-02', end: '2026-06-13' }),
    ).toEqual({
      title: 'Exam',
      kind: 'Exam',
      start_date: '2026-06-02T12:00:00.000Z',
      end_date: '2026-06-13T12:00:00.000Z',
      description: null,
    })
  })
})
