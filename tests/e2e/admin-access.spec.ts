import { expect, test } from '@playwright/test'

import { DEMO_ACCOUNTS } from '@seed/demo/accounts'

const SCHOOL = 'Padmapar Ideal School & College'

test('the home page is titled "{page} | {school name}"', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(new RegExp(` \\| ${SCHOOL.replace(/[&]/g, '\\$&')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('staff sign in to /admin and see every collection', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  await page.goto('/admin')
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email)
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  for (const label of [
    'Events, articles & blogs',
    'News',
    'Classes',
    'Student videos',
    'Campus gallery',
    'Contact numbers',
    'Alumni members',
    'Alumni networks',
    'Committee members',
    'Alumni membership payments',
    'Event registrations',
    'Messages',
    'Pictures',
    'Members',
    'Staff accounts',
  ]) {
    await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible()
  }
})

test('site members cannot enter /admin', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  const response = await page.request.post('/api/v1/login', {
    data: { email: DEMO_ACCOUNTS.student.email, password: DEMO_ACCOUNTS.student.password },
  })
  expect(response.ok()).toBe(true)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Messages' })).toHaveCount(0)
})
