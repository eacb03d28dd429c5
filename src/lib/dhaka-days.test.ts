import { describe, expect, it } from 'vitest'

import {
  addDays,
  addMonths,
  calendarWindow,
  clampMonth,
  daysBetween,
  dhakaDateTime,
  dhakaDay,
  dhakaMidnight,
  isDay,
  lastDayOfMonth,
  weekday,
} from '@/lib/dhaka-days'

describe('calendar days', () => {
  it('reads an instant as its Bangladesh day (UTC+6)', () => {
    // 18:00 UTC is already midnight in Dhaka.
    expect(dhakaDay('2026-02-20T17:59:59.999Z')).toBe('2026-02-20')
    expect(dhakaDay('2026-02-20T18:00:00.000Z')).toBe('2026-02-21')
    // Dates picked in the admin as whole days are stored at noon UTC.
    expect(dhakaDay('2026-12-16T12:00:00.000Z')).toBe('2026-12-16')
    expect(dhakaDay('not a date')).toBeNull()
    expect(dhakaMidnight('2026-02-21')).toBe('2026-02-20T18:00:00.000Z')
  })

  it('counts days and months across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(daysBetween('2026-12-17', '2026-12-31')).toBe(14)
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28')
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29')
    // 21 February 2026 is a Saturday, 16 December 2026 a Wednesday.
    expect(weekday('2026-02-21')).toBe(6)
    expect(weekday('2026-12-16')).toBe(3)
    expect(isDay('2026-02-30')).toBe(false)
    expect(isDay('2026-02-28')).toBe(true)
  })

  it('shows this year and the next, by the Bangladesh date', () => {
    const window = calendarWindow(new Date('2026-06-10T08:00:00.000Z'))
    expect(window).toEqual({
      firstDay: '2026-01-01',
      lastDay: '2027-12-31',
      firstMonth: '2026-01',
      lastMonth: '2027-12',
    })
    // New Year's Eve at 19:00 UTC is already 1 January in Dhaka.
    expect(calendarWindow(new Date('2026-12-31T19:00:00.000Z')).firstDay).toBe('2027-01-01')
    expect(clampMonth('2025-12', window)).toBe('2026-01')
    expect(clampMonth('2028-01', window)).toBe('2027-12')
    expect(clampMonth('2026-07', window)).toBe('2026-07')
  })
})

describe('dhakaDateTime', () => {
  it('writes an instant on Bangladesh clocks, six hours ahead of UTC, into the next day after 18:00 UTC', () => {
    expect(dhakaDateTime('2026-11-26T04:05:00.000Z')).toBe('2026-11-26 10:05')
    expect(dhakaDateTime('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 00:30')
  })

  it('writes nothing for a missing or broken value', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(dhakaDateTime(value)).toBe('')
  })
})
