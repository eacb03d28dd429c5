import { describe, expect, it } from 'vitest'

import type { CalendarItem } from './items'
import {
  barOnDay,
  dayAfterKey,
  defaultSelectedDay,
  groupByMonth,
  itemsOnDay,
  monthGrid,
  orderedWeekdays,
  stackedItems,
} from './month-grid'

const item = (id: string, start: string, end = start, title = id): CalendarItem => ({
  id,
  title,
  kind: 'Holiday',
  start,
  end,
  allDay: true,
  startsAt: null,
  endsAt: null,
  href: null,
  description: null,
  location: null,
})

const ids = (items: CalendarItem[]) => items.map((i) => i.id)

describe('month grid', () => {
  it('lays a month out in whole weeks from Saturday to Friday', () => {
    // February 2026: 1 February is a Sunday, 28 February a Saturday.
    const grid = monthGrid('2026-02', [])
    expect(grid.weekdays).toEqual([6, 0, 1, 2, 3, 4, 5])
    expect(grid.weeks).toHaveLength(5)
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true)
    expect(grid.weeks[0]![0]).toMatchObject({ date: '2026-01-31', inMonth: false, weekday: 6 })
    expect(grid.weeks[0]![1]).toMatchObject({ date: '2026-02-01', inMonth: true })
    expect(grid.weeks[4]![0]).toMatchObject({ date: '2026-02-28', inMonth: true })
    expect(grid.weeks[4]![6]).toMatchObject({ date: '2026-03-06', inMonth: false })
    expect(grid.weeks.flat().filter((day) => day.inMonth)).toHaveLength(28)
  })

  it('marks every Friday as the weekly holiday, and only Fridays', () => {
    const days = monthGrid('2026-05', []).weeks.flat()
    expect(days.filter((day) => day.weeklyHoliday).map((day) => day.date)).toEqual([
      '2026-05-01',
      '2026-05-08',
      '2026-05-15',
      '2026-05-22',
      '2026-05-29',
      '2026-06-05',
    ])
    expect(days.every((day) => day.weeklyHoliday === (day.weekday === 5))).toBe(true)
    expect(new Set(monthGrid('2026-05', []).weeks.map((week) => week[6]!.weekday))).toEqual(
      new Set([5]),
    )
  })

  it('can start weeks on Sunday instead', () => {
    const grid = monthGrid('2026-02', [], { weekStartsOn: 0 })
    expect(grid.weekdays).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(grid.weeks).toHaveLength(4)
    expect(grid.weeks[0]![0]!.date).toBe('2026-02-01')
  })

  it('puts a multi-day entry on each day it covers, across weeks and months', () => {
    const vacation = item('winter', '2026-12-17', '2027-01-02')
    const victory = item('victory', '2026-12-16')
    const grid = monthGrid('2026-12', [vacation, victory])
    const on = (date: string) =>
      ids(grid.weeks.flat().find((day) => day.date === date)?.items ?? [])
    expect(on('2026-12-15')).toEqual([])
    expect(on('2026-12-16')).toEqual(['victory'])
    expect(on('2026-12-17')).toEqual(['winter'])
    expect(on('2026-12-31')).toEqual(['winter'])
    // The last week runs into January and still shows the vacation.
    expect(on('2027-01-01')).toEqual(['winter'])
    const days = grid.weeks.flat().filter((day) => day.items.some((i) => i.id === 'winter'))
    expect(days.map((day) => day.date)).toContain('2026-12-24')
    // 17 December to 1 January: the grid ends on Friday 1 January.
    expect(days).toHaveLength(16)
  })

  it('marks today', () => {
    const days = monthGrid('2026-02', [], { today: '2026-02-21' }).weeks.flat()
    expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual(['2026-02-21'])
  })

  it('finds the items of one day', () => {
    const items = [item('b', '2026-06-02', '2026-06-13'), item('a', '2026-06-05')]
    expect(ids(itemsOnDay(items, '2026-06-05'))).toEqual(['b', 'a'])
    expect(ids(itemsOnDay(items, '2026-06-13'))).toEqual(['b'])
    expect(ids(itemsOnDay(items, '2026-06-14'))).toEqual([])
  })
})

describe('list and selection helpers', () => {
  it('groups items by the month they start in, in order', () => {
    const groups = groupByMonth([
      item('c', '2026-06-02'),
      item('a', '2026-02-21'),
      item('b', '2026-03-26', '2026-04-02'),
      item('d', '2026-06-01'),
    ])
    expect(groups.map((g) => [g.month, ids(g.items)])).toEqual([
      ['2026-02', ['a']],
      ['2026-03', ['b']],
      ['2026-06', ['d', 'c']],
    ])
  })

  it('opens a month on today, else on its first busy day, else on the first', () => {
    const items = [item('vacation', '2026-05-28', '2026-06-03'), item('exam', '2026-06-10')]
    expect(defaultSelectedDay('2026-06', items, '2026-06-20')).toBe('2026-06-20')
    expect(defaultSelectedDay('2026-06', items, '2026-02-01')).toBe('2026-06-01')
    expect(defaultSelectedDay('2026-07', items, null)).toBe('2026-07-01')
    expect(orderedWeekdays(1)).toEqual([1, 2, 3, 4, 5, 6, 0])
  })
})

describe('dayAfterKey', () => {
  it('moves a day or a week with the arrows, across month ends', () => {
    expect(dayAfterKey('ArrowLeft', '2025-03-01', 0)).toBe('2025-02-28')
    expect(dayAfterKey('ArrowRight', '2025-02-28', 6)).toBe('2025-03-01')
    expect(dayAfterKey('ArrowUp', '2025-03-05', 4)).toBe('2025-02-26')
    expect(dayAfterKey('ArrowDown', '2025-12-29', 2)).toBe('2026-01-05')
  })

  it("goes to the week's first and last day with Home and End", () => {
    // 2025-03-05 is a Wednesday, the fifth day of a week starting on Saturday.
    expect(dayAfterKey('Home', '2025-03-05', 4)).toBe('2025-03-01')
    expect(dayAfterKey('End', '2025-03-05', 4)).toBe('2025-03-07')
  })

  it("moves a month with Page Up/Down, to the month's last day when the date does not exist", () => {
    expect(dayAfterKey('PageDown', '2025-01-31', 0)).toBe('2025-02-28')
    expect(dayAfterKey('PageUp', '2025-03-15', 0)).toBe('2025-02-15')
    expect(dayAfterKey('PageDown', '2025-12-10', 0)).toBe('2026-01-10')
  })

  it('ignores other keys', () => {
    expect(dayAfterKey('Enter', '2025-03-05', 4)).toBeNull()
  })
})

describe('barOnDay', () => {
  // June 2026: Saturday the 6th starts a week row; the exam runs Tuesday 2nd to Saturday 13th.
  const exam = item('exam', '2026-06-02', '2026-06-13')

  it('starts the bar on the first day and runs it to the end of the row', () => {
    expect(barOnDay(exam, '2026-06-02', 3)).toEqual({ head: true, span: 4 })
    expect(barOnDay(exam, '2026-06-03', 4)).toEqual({ head: false, span: 3 })
  })

  it('starts it again at the next row and ends it on the last day', () => {
    expect(barOnDay(exam, '2026-06-06', 0)).toEqual({ head: true, span: 7 })
    expect(barOnDay(exam, '2026-06-13', 0)).toEqual({ head: true, span: 1 })
  })

  it('starts it on the first of the month for an entry from the month before', () => {
    const vacation = item('vacation', '2026-05-28', '2026-06-03')
    expect(barOnDay(vacation, '2026-06-01', 2)).toEqual({ head: true, span: 3 })
    expect(barOnDay(vacation, '2026-05-31', 1)).toEqual({ head: false, span: 1 })
  })

  it('leaves an entry of one day to its chip', () => {
    expect(barOnDay(item('meeting', '2026-06-04'), '2026-06-04', 5)).toBeNull()
  })

  it('stacks the bars above the entries of one day', () => {
    const meeting = item('meeting', '2026-06-04')
    expect(stackedItems([meeting, exam]).map((each) => each.id)).toEqual(['exam', 'meeting'])
  })
})
