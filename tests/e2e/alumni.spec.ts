import { test, type Page } from '@playwright/test'

import { adminDesk, expect, fillSignIn, newMember, newestMail, unique } from './support'

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
const toBengali = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d)

/** The first network on /alumni-association, opened from its card. */
async function openFirstNetwork(page: Page) {
  await page.goto('/alumni-association')
  const card = page.locator('a[href^="/alumni-association/details/"]').first()
  const href = (await card.getAttribute('href')) as string
  await page.goto(href)
  return href
}

async function fillJoinForm(
  page: Page,
  values: { name: string; email: string; transaction: string },
) {
  const form = page.getByRole('dialog', { name: 'Join An Alumni Network' })
  await form.getByLabel('Full Name *').fill(values.name)
  await form.getByLabel('Graduation Year *').fill('2012')
  await form.getByLabel('Degree / Major *').selectOption('BBA')
  await form.getByLabel('Batch *').fill('SSC 2012')
  await form.getByLabel('Current Job Title / Profession *').fill('Accounts Officer')
  await form.getByLabel('Current Profession *').fill('Banking')
  await form.getByLabel('Company / Organization *').fill('Demo Bank Ltd')
  await form.getByLabel('Email Address *').fill(values.email)
  await form.getByLabel('Payment Method').selectOption('Bkash')
  await form.getByLabel('Transaction ID').fill(values.transaction)
  return form
}

test('a network page needs a session and brings the member back after sign-in', async ({
  page,
}) => {
  await page.goto('/alumni-association')
  const href = (await page
    .locator('a[href^="/alumni-association/details/"]')
    .first()
    .getAttribute('href')) as string
  const member = await newMember(page)
  const response = await page.goto(href)
  await expect(page).toHaveURL(/\/login\?next=/)
  expect(response?.status()).toBe(200)
  await fillSignIn(page, member.email, member.password)
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('button', { name: 'Join An Alumni Network' })).toBeVisible()
  for (const group of ['Government Body (GB)', 'EC Members (EC)', 'General Members (GM)'])
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible()
})

test('a member joins with bKash, sees Pending, is refused a reused transaction id, and is approved by staff', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const transaction = `8${unique().slice(-9)}`
  const name = `Sadia Islam ${unique().slice(-5)}`
  const member = await newMember(page)

  await page.goto('/login')
  await fillSignIn(page, member.email, member.password)
  await expect(page).toHaveURL(/\/user-profile$/)
  await openFirstNetwork(page)
  const networkTitle = await page.getByRole('heading', { level: 1 }).innerText()

  // Required fields, with the old site's messages; nothing is sent.
  await page.getByRole('button', { name: 'Join An Alumni Network' }).click()
  const dialog = page.getByRole('dialog', { name: 'Join An Alumni Network' })
  await expect(dialog.getByLabel('Alumni Type')).toHaveValue(networkTitle)
  await dialog.getByLabel('Full Name *').fill('')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  for (const message of [
    'Full Name is required',
    'Graduation Year is required',
    'Degree / Major is required',
    'Batch is required',
    'Job Title is required',
    'Current Profession is required',
    'Company is required',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Full Name *')).toBeFocused()

  await fillJoinForm(page, { name, email: member.email, transaction })
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Your data has been submitted successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()

  // The same transaction id again, typed in Bengali digits: refused, and what was typed stays.
  await page.getByRole('button', { name: 'Join An Alumni Network' }).click()
  await fillJoinForm(page, { name, email: member.email, transaction: toBengali(transaction) })
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(
    dialog.getByText('This transaction id has already been used for a registration.'),
  ).toBeVisible()
  await expect(dialog.getByLabel('Batch *')).toHaveValue('SSC 2012')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Both profile tabs show the registration as Pending.
  await page.goto('/user-profile')
  await page.getByRole('tab', { name: 'Alumni' }).click()
  const alumniRecords = page.getByRole('region', { name: 'Alumni Records' })
  await expect(alumniRecords.getByText(networkTitle).first()).toBeVisible()
  await page.getByRole('tab', { name: 'Transaction' }).click()
  const payment = page
    .getByRole('region', { name: 'Transaction Records' })
    .getByRole('listitem')
    .filter({ hasText: transaction })
  await expect(payment.getByText('Pending')).toBeVisible()

  // Staff approve it in the admin panel, at their desks.
  const { staff, close } = await adminDesk(browser)
  await staff.goto(`/admin/collections/alumni-registrations?search=${encodeURIComponent(name)}`)
  await staff.getByRole('link', { name }).first().click()
  // The decision is a button that first shows the e-mail the member will get.
  await staff.getByRole('button', { name: `Approve the payment of ${name}` }).click()
  const confirm = staff.getByRole('dialog', { name: 'Approve this payment?' })
  await expect(confirm.locator('[data-email-preview]')).toContainText(transaction)
  await confirm.getByRole('button', { name: 'Approve and send the e-mail' }).click()
  await expect(staff.locator('#field-status')).toContainText('Approved')
  await close()

  const mail = await newestMail(member.email, (m) => m.subject.startsWith('Membership approved'))
  expect(mail.text).toContain(transaction)
  await page.reload()
  await page.getByRole('tab', { name: 'Transaction' }).click()
  await expect(payment.getByText('Approved')).toBeVisible()
})
