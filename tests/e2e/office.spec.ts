import { test, type Browser } from '@playwright/test'

import { adminDesk, adminHeaders, expect, unique } from './support'

/**
 * The office's everyday forms in the admin, in English and in Bangla: a news item starts dated
 * today, an event's form opens with its seats, closing time and registrations, registrations are
 * found by phone and downloaded for Excel, and a closed registration is refused on the site.
 */

/** The admin at a desk, in the panel language a staff member chose. */
async function adminIn(browser: Browser, language: 'en' | 'bn-BD') {
  // An office computer keeps school time.
  const desk = await adminDesk(browser, { timezoneId: 'Asia/Dhaka' })
  await desk.staff
    .context()
    .addCookies([{ name: 'payload-lng', value: language, url: desk.staff.url() }])
  return desk
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
})

// The picker writes the day as the admin does everywhere: day, month in words, year, Dhaka time.
const todayInDhaka = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(new Date())

for (const [language, label] of [
  ['en', 'Publish date'],
  ['bn-BD', 'প্রকাশের তারিখ'],
] as const) {
  test(`a new news item is dated today unless staff choose another day, in the ${language} panel`, async ({
    browser,
  }) => {
    const { staff, close } = await adminIn(browser, language)
    try {
      await staff.goto('/admin/collections/news/create')
      const field = staff.locator('.date-time-field').filter({ hasText: label })
      await expect(field).toBeVisible()
      // The picker writes the day in the panel's language; the English one is checked to the letter.
      if (language === 'en') await expect(field.locator('input')).toHaveValue(todayInDhaka())
      else await expect(field.locator('input')).not.toHaveValue('')
    } finally {
      await close()
    }
  })
}

test('an event opens with its seats, closing time and registrations; they are found by phone and download for Excel; a closed registration is refused', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(page.request)
  const name = `Debate Club Final ${unique()}`
  const start = new Date(Date.now() + 10 * 24 * 60 * 60_000).toISOString()
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      name,
      type: 'Event',
      start_date: start,
      company: 'School hall',
      capacity: 10,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const eventId = ((await created.json()) as { doc: { id: number } }).doc.id
  const phone = `017${unique().slice(-8)}`
  const registered = await page.request.post('/api/event-registrations', {
    headers,
    data: {
      event: eventId,
      first_name: 'Tahmina',
      last_name: 'Akter',
      email: `tahmina.${unique()}@example.com`,
      phone,
      gender: 'Female',
      present_address: 'House 4, Road 2, Kazla, Rajshahi',
      permanent_address: 'Village Puthia, Rajshahi',
      grade: '9',
      school: 'Padmapar Ideal School',
      participation: 'yes',
      terms: true,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)

  const english = await adminIn(browser, 'en')
  try {
    const { staff } = english
    await staff.goto(`/admin/collections/events/${eventId}`)
    await expect(staff.getByText('1 of 10 seats taken')).toBeVisible()
    await expect(staff.getByText('Registration closes', { exact: true })).toBeVisible()

    await staff.goto('/admin/collections/event-registrations')
    await staff.getByPlaceholder(/Search by/).fill(phone)
    await expect(staff.getByRole('row', { name: new RegExp(phone) })).toBeVisible()
    await expect(staff.locator('tbody tr')).toHaveCount(1)

    const form = staff.getByRole('form', { name: 'Download registrations' })
    await form.getByLabel('Event').selectOption(String(eventId))
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      form.getByRole('button', { name: 'Download' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`registrations-event-${eventId}.xlsx`)
  } finally {
    await english.close()
  }

  const bangla = await adminIn(browser, 'bn-BD')
  try {
    await bangla.staff.goto(`/admin/collections/events/${eventId}`)
    await expect(bangla.staff.getByText('১০টি আসনের ১টিতে নিবন্ধন হয়েছে')).toBeVisible()
    await expect(bangla.staff.getByText('নিবন্ধন বন্ধ হবে', { exact: true })).toBeVisible()
  } finally {
    await bangla.close()
  }

  const closed = await page.request.patch(`/api/events/${eventId}`, {
    headers,
    data: { registration_closes: new Date(Date.now() - 60_000).toISOString() },
  })
  expect(closed.status(), await closed.text()).toBe(200)
  await expect(async () => {
    await page.goto(`/events/${eventId}`)
    await expect(page.getByText('Registration for this event has closed.')).toBeVisible({
      timeout: 2_000,
    })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Register for this Event' })).toBeDisabled()
})
