import { readFile } from 'node:fs/promises'

import { test, type Page } from '@playwright/test'

import { adminDesk, expect, newestMail, unique } from './support'

/** Opens an event's page through the events search. */
async function openEvent(page: Page, name: string) {
  await page.goto(`/events?name=${encodeURIComponent(name)}`)
  await page
    .getByRole('region', { name: 'All Events' })
    .getByRole('article')
    .getByRole('link', { name: /^View Details/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('a visitor registers for an event: every rule is explained, a second try is refused, and the e-mail carries a calendar file', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const event = 'Annual Science Fair 2026'
  const email = `nusrat.${unique()}@example.com`
  await openEvent(page, event)
  await page.getByRole('button', { name: 'Register for this Event' }).click()
  const dialog = page.getByRole('dialog', { name: `Register for ${event}` })
  await expect(dialog.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/terms',
  )

  await dialog.getByRole('button', { name: 'Register', exact: true }).click()
  for (const message of [
    'Name is required',
    'Last Name is required',
    'Email is required',
    'Phone number is required',
    'Gender is required',
    'Present address is required',
    'Permanent address is required',
    'Grade is required',
    'School name is required',
    'This is required',
    'You must agree to the terms',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('First Name')).toBeFocused()

  await dialog.getByLabel('First Name').fill('Nusrat')
  await dialog.getByLabel('Last Name').fill('Jahan')
  await dialog.getByLabel('Email').fill('nusrat@school')
  await dialog.getByLabel('Phone').fill('01711000000')
  await dialog.getByLabel('Gender').selectOption('Female')
  await dialog.getByLabel('Present Address').fill('Kazla')
  await dialog.getByLabel('Permanent Address').fill('Village Charghat, Rajshahi')
  await dialog.getByLabel('Grade / Class').fill('9')
  await dialog.getByLabel('School', { exact: true }).fill('PI')
  await dialog.getByLabel('Academic Interests (optional)').fill('   ')
  await dialog.getByLabel('Notes (optional)').fill('   ')
  await dialog.getByRole('button', { name: 'Register', exact: true }).click()
  for (const message of [
    'Invalid email address',
    'Address must be at least 10 characters long',
    'School name must be at least 3 characters long',
    'Please provide your academic interests if entered',
    'Please provide meaningful notes.',
    'This is required',
    'You must agree to the terms',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()

  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Present Address').fill('House 12, Road 3, Upashahar, Rajshahi')
  await dialog.getByLabel('School', { exact: true }).fill('Padmapar Ideal School')
  await dialog.getByLabel('Academic Interests (optional)').fill('Physics, robotics')
  await dialog.getByLabel('Notes (optional)').fill('')
  await dialog.getByRole('radio', { name: 'Yes' }).check()
  await dialog.getByLabel(/I agree to the/).check()
  await dialog.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(page.getByText('Event Registration successfully Done.')).toBeVisible()
  await expect(page.getByText('Success!')).toBeVisible()
  await expect(dialog).toBeHidden()

  const mail = await newestMail(email, (m) => m.subject === `Registration confirmed: ${event}`)
  const calendar = (mail as { attachments?: { filename: string; content?: string }[] })
    .attachments?.[0]
  expect(calendar?.filename).toBe('event.ics')
  expect(calendar?.content).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(calendar?.content).toContain(`SUMMARY:${event}`)
  expect(calendar?.content).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)

  // The form starts empty; the same e-mail again is refused and what was typed stays.
  await page.getByRole('button', { name: 'Register for this Event' }).click()
  await expect(dialog.getByLabel('First Name')).toHaveValue('')
  await dialog.getByLabel('First Name').fill('Nusrat')
  await dialog.getByLabel('Last Name').fill('Jahan')
  await dialog.getByLabel('Email').fill(email.toUpperCase())
  await dialog.getByLabel('Phone').fill('০১৭১১০০০০০০')
  await dialog.getByLabel('Gender').selectOption('Female')
  await dialog.getByLabel('Present Address').fill('House 12, Road 3, Upashahar, Rajshahi')
  await dialog.getByLabel('Permanent Address').fill('Village Charghat, Rajshahi')
  await dialog.getByLabel('Grade / Class').fill('9')
  await dialog.getByLabel('School', { exact: true }).fill('Padmapar Ideal School')
  await dialog.getByRole('radio', { name: 'No' }).check()
  await dialog.getByLabel(/I agree to the/).check()
  await dialog.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(
    dialog.getByText('You have already registered for this event with this email.'),
  ).toBeVisible()
  await expect(dialog.getByLabel('Permanent Address')).toHaveValue('Village Charghat, Rajshahi')
  await expect(dialog.getByRole('radio', { name: 'No' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a full event and a past event cannot be registered for, and say why', async ({ page }) => {
  await openEvent(page, 'ICT Olympiad Workshop')
  await expect(page.getByRole('button', { name: 'Register for this Event' })).toBeDisabled()
  await expect(page.getByText('This event is full.', { exact: true })).toBeVisible()

  await openEvent(page, 'Annual Sports Day 2025')
  await expect(page.getByRole('button', { name: 'Register for this Event' })).toBeDisabled()
  await expect(page.getByText(/Registration has closed/)).toBeVisible()
})

test('staff download the registrations of the event in view as CSV from the admin list', async ({
  browser,
}) => {
  const { staff, close } = await adminDesk(browser)
  await staff.goto('/admin/collections/event-registrations')
  const form = staff.getByRole('form', { name: 'Download registrations' })
  const choice = form.getByLabel('Event')
  await expect(choice).toHaveValue('')
  const option = choice.locator('option', { hasText: 'ICT Olympiad Workshop' })
  const id = (await option.getAttribute('value')) as string
  // The list of one event (its page's "registrations" link): the download starts at that event.
  await staff.goto(`/admin/collections/event-registrations?where[event][equals]=${id}`)
  await expect(choice).toHaveValue(id)
  await form.getByLabel('File type').selectOption('csv')
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    form.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^registrations-event-\d+\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toMatch(/Event,First name,Last name,Email/)
  // The seeded workshop is full: 24 seats, 24 registrations.
  expect(lines.slice(1).filter((line) => line.startsWith('ICT Olympiad Workshop,'))).toHaveLength(
    24,
  )
  await close()
})
