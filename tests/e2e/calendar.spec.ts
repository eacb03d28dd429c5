import ICAL from 'ical.js'
import { test, type Page } from '@playwright/test'

import { calendarEntriesFor } from '@seed/demo/calendar'

import { expect, expectNoSeriousA11yViolations } from './support'

// The demo calendar is seeded for the year the database was created: this year.
const YEAR = new Date().getFullYear()
const ENTRIES = calendarEntriesFor(YEAR)
const seeded = (title: string) => {
  const entry = ENTRIES.find((e) => e.title === title)
  if (!entry) throw new Error(`No demo calendar entry "${title}"`)
  return entry
}
const HOLIDAY = seeded('International Mother Language Day (Shaheed Day)')
const EXAM = seeded('Half-Yearly Examination')

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`)
const monthLabel = (day: string) => `${MONTHS[utcDay(day).getUTCMonth()]} ${day.slice(0, 4)}`
/** 'Saturday, February 21, 2026', the heading of the chosen day's entries. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day))
const monthIndex = (label: string) => {
  const [name, year] = label.trim().split(' ')
  return Number(year) * 12 + MONTHS.indexOf(name ?? '')
}
const dayAfter = (day: string) =>
  new Date(utcDay(day).getTime() + 86_400_000).toISOString().slice(0, 10)

const monthView = (page: Page) => page.getByRole('tabpanel', { name: 'Month' })
/** A day of the grid is named '21 February 2026, Saturday: …'. */
const dayButton = (page: Page, day: string) =>
  monthView(page).getByRole('button', {
    name: new RegExp(`^${Number(day.slice(8))} ${monthLabel(day)},`),
  })

/** Steps through the months with the Previous/Next buttons until `day`'s month shows. */
async function showMonthOf(page: Page, day: string) {
  const heading = monthView(page).getByRole('heading', { level: 2 })
  const target = monthLabel(day)
  for (let step = 0; step < 24; step++) {
    const shown = (await heading.textContent()) ?? ''
    if (shown.trim() === target) break
    const direction = monthIndex(target) < monthIndex(shown) ? 'Previous month' : 'Next month'
    await monthView(page).getByRole('button', { name: direction }).click()
    await expect(heading).not.toHaveText(shown)
  }
  await expect(heading).toHaveText(target)
}

test('the month view shows a holiday and an exam period in their months', async ({
  page,
}, testInfo) => {
  await page.goto('/calendar')
  await expect(page).toHaveTitle(/^Academic Calendar \| /)
  await expect(page.getByRole('heading', { level: 1, name: 'Academic Calendar' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true')
  const today = page.locator('[aria-current="date"]')
  await expect(today).toHaveCount(1)

  await showMonthOf(page, HOLIDAY.start)
  const holiday = dayButton(page, HOLIDAY.start)
  await holiday.click()
  await expect(holiday).toHaveAttribute('aria-pressed', 'true')
  const chosen = monthView(page).getByRole('region', { name: new RegExp(dayLabel(HOLIDAY.start)) })
  await expect(chosen.getByText(HOLIDAY.title)).toBeVisible()
  await expect(chosen.getByText('Holiday', { exact: true })).toBeVisible()
  if (testInfo.project.name === 'desktop') await expect(holiday).toContainText(HOLIDAY.title)

  // The grid is also reached with the keyboard: a day to the right, then a week down.
  await page.keyboard.press('ArrowRight')
  await expect(dayButton(page, dayAfter(HOLIDAY.start))).toBeFocused()
  await expect(dayButton(page, dayAfter(HOLIDAY.start))).toHaveAttribute('aria-pressed', 'true')

  await showMonthOf(page, EXAM.start)
  const last = EXAM.end ?? EXAM.start
  // A period shows on each of its days.
  for (const day of [EXAM.start, last])
    await expect(dayButton(page, day)).toHaveAccessibleName(new RegExp(EXAM.title))
  await dayButton(page, last).click()
  await expect(
    monthView(page)
      .getByRole('region', { name: new RegExp(dayLabel(last)) })
      .getByText(EXAM.title),
  ).toBeVisible()
  if (testInfo.project.name === 'desktop')
    await expect(dayButton(page, EXAM.start)).toContainText(EXAM.title)

  // No part of the page is wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the list view shows every entry under its month with its dates', async ({ page }) => {
  await page.goto('/calendar')
  await page.getByRole('tab', { name: 'List' }).click()
  const list = page.getByRole('tabpanel', { name: 'List' })
  await expect(list).toBeVisible()
  await expect(monthView(page)).toBeHidden()

  await expect(
    list.getByRole('heading', { level: 2, name: monthLabel(HOLIDAY.start) }),
  ).toBeVisible()
  const holiday = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: HOLIDAY.title }) })
  await expect(holiday.locator(`time[datetime="${HOLIDAY.start}"]`)).toBeVisible()
  await expect(holiday.getByText('Holiday', { exact: true })).toBeVisible()

  const exam = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: EXAM.title }) })
  await expect(exam.locator(`time[datetime="${EXAM.start}"]`)).toBeVisible()
  await expect(exam.locator(`time[datetime="${EXAM.end}"]`)).toBeVisible()
  await expect(exam.getByText('Exam', { exact: true })).toBeVisible()

  // School events link to their own pages.
  const eventLink = list.getByRole('heading', { level: 3 }).getByRole('link').first()
  await expect(eventLink).toHaveAttribute(
    'href',
    /^\/(events|alumni-association\/alumni-events)\/\d+$/,
  )
})

test('the tabs switch with the arrow keys', async ({ page }) => {
  await page.goto('/calendar')
  const month = page.getByRole('tab', { name: 'Month' })
  const list = page.getByRole('tab', { name: 'List' })
  await month.focus()
  await page.keyboard.press('ArrowRight')
  await expect(list).toBeFocused()
  await expect(list).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'List' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(month).toBeFocused()
  await expect(month).toHaveAttribute('aria-selected', 'true')
  await expect(monthView(page)).toBeVisible()
})

test('the subscribe block offers the feed to calendar apps', async ({ page }) => {
  await page.goto('/calendar')
  const subscribe = page.getByRole('region', { name: 'Subscribe' })
  await expect(subscribe.getByRole('link', { name: /Download/ })).toHaveAttribute(
    'href',
    '/calendar.ics',
  )
  await expect(subscribe.getByRole('link', { name: /Subscribe/ })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/calendar\.ics$/,
  )
  await expect(subscribe).toContainText('Google Calendar')
})

test('/calendar.ics is an iCalendar feed with the holidays and exams as whole days', async ({
  request,
}) => {
  const response = await request.get('/calendar.ics')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(response.headers()['content-disposition']).toMatch(/^inline; filename=".+\.ics"$/)

  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toMatch(/Academic Calendar/)
  const vevents = calendar.getAllSubcomponents('vevent')
  const find = (title: string) => {
    const vevent = vevents.find((v) => new ICAL.Event(v).summary === title)
    expect(vevent, title).toBeDefined()
    return { vevent: vevent!, event: new ICAL.Event(vevent!) }
  }

  const holiday = find(HOLIDAY.title)
  expect(holiday.event.startDate.isDate).toBe(true)
  expect(holiday.event.startDate.toString()).toBe(HOLIDAY.start)
  // DTEND of a whole-day event is the day after the last day.
  expect(holiday.event.endDate.toString()).toBe(dayAfter(HOLIDAY.start))
  expect(holiday.event.uid).toMatch(/^calendar-entry-\d+@/)
  expect(holiday.vevent.getFirstPropertyValue('categories')).toBe('Holiday')

  const exam = find(EXAM.title)
  expect(exam.event.startDate.isDate).toBe(true)
  expect(exam.event.startDate.toString()).toBe(EXAM.start)
  expect(exam.event.endDate.toString()).toBe(dayAfter(EXAM.end ?? EXAM.start))
  expect(exam.vevent.getFirstPropertyValue('categories')).toBe('Exam')

  // School events keep their time of day, and link to their page.
  const timed = vevents.map((v) => new ICAL.Event(v)).filter((e) => /^event-\d+@/.test(e.uid))
  expect(timed.length).toBeGreaterThan(0)
  expect(timed[0]!.startDate.isDate).toBe(false)
  expect(timed[0]!.startDate.zone?.tzid).toBe('UTC')
  const url = vevents
    .find((v) => new ICAL.Event(v).uid === timed[0]!.uid)
    ?.getFirstPropertyValue('url')
  expect(String(url)).toMatch(/\/(events|alumni-association\/alumni-events)\/\d+$/)
})

test(
  '/calendar has no serious accessibility problem in either view',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/calendar')
    await expect(monthView(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('tab', { name: 'List' }).click()
    await expect(page.getByRole('tabpanel', { name: 'List' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  },
)
