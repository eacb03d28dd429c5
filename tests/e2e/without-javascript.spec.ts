import { test } from '@playwright/test'

import { localiseMessage } from '@/i18n/localise-message'

import { expect, unique } from './support'

// A cheap phone with scripts blocked, or a page whose scripts have not arrived yet: every public
// form still posts to the server and shows its answer.
test.use({ javaScriptEnabled: false })

test('a student signs up without JavaScript', async ({ page }) => {
  await page.goto('/sign-up')
  const form = page.getByRole('form', { name: 'Student Register' })
  await expect(form).not.toHaveAttribute('action', /^javascript:/)
  await form.getByLabel('First Name').fill('Tanvir')
  await form.getByLabel('Last Name').fill('Hossain')
  await form.getByLabel('Email').fill(`tanvir.${unique()}@example.com`)
  await form.getByLabel('Phone').fill('01711000111')
  await form.getByLabel('Student ID').fill(`S-${unique()}`)
  await form.getByLabel('Class').selectOption('10')
  await form.getByLabel('Group').selectOption('Commerce')
  await form.getByLabel('Password').fill('Bakul-Phool-2026')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Student registered successfully.')).toBeVisible()
  await expect(
    page.getByRole('form', { name: 'Student Register' }).getByLabel('Email'),
  ).toHaveValue('')
})

test('an admission inquiry is refused and then received without JavaScript, nothing typed lost', async ({
  page,
}) => {
  await page.goto('/admission')
  const form = page.getByRole('form', { name: 'Admission inquiry' })
  await expect(form).not.toHaveAttribute('action', /^javascript:/)
  await form.getByLabel("Student's name").fill('Rafi Ahmed')
  await form.getByLabel('Class sought').selectOption({ label: 'Class 3' })
  await form.getByLabel("Guardian's name").fill('Selina Ahmed')
  await form.getByLabel("Guardian's mobile number").fill('12345')
  await form.getByRole('button', { name: 'Send Inquiry' }).click()

  const phone = page.getByLabel("Guardian's mobile number")
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.')
  await expect(phone).toHaveValue('12345')
  await expect(page.getByLabel("Student's name")).toHaveValue('Rafi Ahmed')
  await expect(page.getByLabel('Class sought').locator('option:checked')).toHaveText('Class 3')

  await phone.fill('01711234567')
  await page.getByRole('button', { name: 'Send Inquiry' }).click()
  await expect(page.getByRole('form', { name: 'Admission inquiry' })).toContainText(
    'Thank you! Your inquiry has been received. The admission office will contact you soon.',
  )
  await expect(page.getByLabel("Student's name")).toHaveValue('')
})

test('the Bangla contact form answers in Bangla without JavaScript', async ({ page }) => {
  await page.goto('/bn/contact-us')
  await page.locator('form [name="name"]').fill('ফারহানা আক্তার')
  await page.locator('form [name="email"]').fill('not-an-address')
  await page.locator('form [name="message"]').fill('ভর্তির তারিখ জানতে চাই।')
  await page.locator('form button[type="submit"]').click()
  const email = page.locator('form [name="email"]')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveValue('not-an-address')
  await expect(page.locator('form [name="message"]')).toHaveValue('ভর্তির তারিখ জানতে চাই।')
  await expect(email).toHaveAccessibleDescription(localiseMessage('Invalid email address', 'bn'))
})

test('the HTML carries every slide of the student videos carousel, each once', async ({ page }) => {
  await page.goto('/')
  const region = page.getByRole('region', { name: 'Student videos' })
  // Below the first screen, the section is drawn when the visitor scrolls to it.
  await region.scrollIntoViewIfNeeded()
  const slides = region.getByRole('listitem')
  const count = await slides.count()
  expect(count).toBeGreaterThan(0)
  // The text the HTML carries, whether or not the browser has drawn the section yet.
  const titles = (await slides.allTextContents()).map((title) => title.trim())
  expect(titles.every(Boolean)).toBe(true)
  expect(new Set(titles).size).toBe(count)
  await expect(slides.last()).toHaveAccessibleName(`${count} of ${count}`)
})
