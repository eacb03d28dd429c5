import { expect, test } from '@playwright/test'

import { DEMO_ACCOUNTS } from '@seed/demo/accounts'

test('a student signs up, is told so, and the form starts fresh', async ({ page }) => {
  const email = `nadia.${Date.now()}@example.com`
  await page.goto('/sign-up')
  await expect(page.getByRole('tab', { name: 'Student Register' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await page.getByLabel('First Name').fill('Nadia')
  await page.getByLabel('Last Name').fill('Islam')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('০১৭১১২২২৩৩৩')
  await page.getByLabel('Student ID').fill('PISC-2026-9001')
  await page.getByLabel('Class').selectOption('9')
  await page.getByLabel('Group').selectOption('Science')
  await page.getByLabel('Password').fill('a-good-password')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Student registered successfully.')).toBeVisible()
  await expect(page.getByLabel('First Name')).toHaveValue('')
  // The same email again is refused, and what was typed stays.
  await page.getByLabel('First Name').fill('Nadia')
  await page.getByLabel('Last Name').fill('Islam')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('01711222333')
  await page.getByLabel('Student ID').fill('PISC-2026-9002')
  await page.getByLabel('Class').selectOption('9')
  await page.getByLabel('Group').selectOption('Science')
  await page.getByLabel('Password').fill('a-good-password')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('An account with this email already exists.')).toBeVisible()
  await expect(page.getByLabel('First Name')).toHaveValue('Nadia')
})

test('switching to the teacher tab shows teacher fields on a fresh form', async ({ page }) => {
  await page.goto('/sign-up')
  await page.getByLabel('First Name').fill('Typed')
  await page.getByRole('tab', { name: 'Teacher Register' }).click()
  await expect(page.getByLabel('First Name')).toHaveValue('')
  await expect(page.getByLabel('Specialization')).toBeVisible()
  await expect(page.getByLabel('Student ID')).toHaveCount(0)
})

test('the profile needs a session: sign in, come back, then log out', async ({ page }) => {
  await page.goto('/user-profile')
  await expect(page).toHaveURL(/\/login\?next=%2Fuser-profile|\/login\?next=\/user-profile/)
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.student.email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Failed Login. Please try again.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.student.email)
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.student.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/user-profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nabila Rahman' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Parent/Guardian Info' })).toBeVisible()
  await page.getByRole('button', { name: /Nabila Rahman/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()
  await page.goto('/user-profile')
  await expect(page).toHaveURL(/\/login/)
})

test("another member's profile hides a child's private sections", async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.student.email)
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.student.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/user-profile$/)
  const ownUrl = await page
    .getByRole('heading', { level: 1 })
    .evaluate(() => document.location.pathname)
  expect(ownUrl).toBe('/user-profile')
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/users/me')
    return ((await res.json()) as { user: { id: number } }).user.id
  })
  await page.context().clearCookies()
  await page.goto(`/user-profile/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Nabila Rahman' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Parent/Guardian Info' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Address' })).toHaveCount(0)
  await expect(page.getByText('student@padmapar.example')).toHaveCount(0)
})
