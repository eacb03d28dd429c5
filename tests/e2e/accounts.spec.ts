import { test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { DEMO_ACCOUNTS } from '@seed/demo/accounts'

import { expect, newMember, newestMail, signIn, unique } from './support'

async function signUp(page: Page, role: 'student' | 'teacher', email: string, password: string) {
  await page.goto('/sign-up')
  if (role === 'teacher') await page.getByRole('tab', { name: 'Teacher Register' }).click()
  await page.getByLabel('First Name').fill(role === 'teacher' ? 'Farhana' : 'Tanvir')
  await page.getByLabel('Last Name').fill(role === 'teacher' ? 'Akter' : 'Hossain')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('01711000111')
  if (role === 'teacher') {
    await page.getByLabel('Teacher ID').fill(`T-${unique()}`)
    await page.getByLabel('Specialization').selectOption('Physics')
  } else {
    await page.getByLabel('Student ID').fill(`S-${unique()}`)
    await page.getByLabel('Class').selectOption('10')
    await page.getByLabel('Group').selectOption('Commerce')
  }
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(
    page.getByText(
      role === 'teacher' ? 'Teacher registered successfully.' : 'Student registered successfully.',
    ),
  ).toBeVisible()
}

/** Opens a card's edit modal, fills it, saves, and waits for the success alert. */
async function editCard(
  page: Page,
  title: string,
  values: Record<string, string>,
  message: string,
) {
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const form = page.getByRole('form', { name: `Edit ${title}` })
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true })
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value)
    else await field.fill(value)
  }
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible()
  await expect(form).toHaveCount(0)
}

/** The newest reset link e-mailed to `email`. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await newestMail(email, (m) => /\/reset-password\?token=\w+/.test(m.text ?? ''))
  return /https?:\/\/\S+\/reset-password\?token=\w+/.exec(mail.text ?? '')?.[0] as string
}

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
  // One of the most common passwords is refused, and nothing else typed is lost.
  await page.getByLabel('Password').fill('Password123')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible()
  await expect(page.getByLabel('First Name')).toHaveValue('Nadia')
  await page.getByLabel('Password').fill('a-good-password')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Student registered successfully.')).toBeVisible()
  await expect(page.getByLabel('First Name')).toHaveValue('')
  // The same email again is answered the same way (the page tells no one who has an account);
  // the owner is e-mailed instead, and the account is unchanged.
  await page.getByLabel('First Name').fill('Nadia')
  await page.getByLabel('Last Name').fill('Islam')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('01711222333')
  await page.getByLabel('Student ID').fill('PISC-2026-9002')
  await page.getByLabel('Class').selectOption('9')
  await page.getByLabel('Group').selectOption('Science')
  await page.getByLabel('Password').fill('another-good-password')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Student registered successfully.')).toBeVisible()
  await expect(page.getByLabel('First Name')).toHaveValue('')
  await newestMail(email, (mail) => /account is ready$/.test(mail.subject))
  const told = await newestMail(email, (mail) => mail.subject.startsWith('Someone tried'))
  expect(told.text).toContain('/forgot-password')
  // The first password still signs in: nothing changed.
  await signIn(page, email, 'a-good-password')
  await expect(page).toHaveURL(/\/user-profile$/)
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

test('the header asks who is signed in only when a session cookie is there', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') asked.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await page.goto('/news')
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(asked).toHaveLength(0)

  // Signed in outside the site's form (the API): the next page learns of the session.
  const member = await newMember(page, 'Rumana', 'Haque')
  const login = await page.request.post('/api/v1/login', {
    data: { email: member.email, password: member.password },
  })
  expect(login.status()).toBe(200)
  await page.goto('/news')
  await expect(page.getByRole('button', { name: /Rumana Haque/ })).toBeVisible()
  expect(asked.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: /Rumana Haque/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByRole('button', { name: 'OK' }).click()
  const before = asked.length
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(asked).toHaveLength(before)
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

test('a student signs up, signs in, edits every card, uploads pictures, copies the link and logs out', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const email = `tanvir.${unique()}@example.com`
  await signUp(page, 'student', email, 'first-password')
  await signIn(page, email, 'first-password')
  await expect(page).toHaveURL(/\/user-profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tanvir Hossain' })).toBeVisible()
  // The sign-in record drives the header and never holds the token. The page's scripts write it
  // once they run, which can be after the server-drawn heading shows.
  await expect
    .poll(
      async () =>
        JSON.parse(
          (await page.evaluate(() => localStorage.getItem('padmapar-sign-in'))) ?? '{}',
        ) as unknown,
    )
    .toMatchObject({ state: { username: 'Tanvir Hossain', token: '' }, version: 0 })

  await editCard(
    page,
    'Contact & Location',
    { Location: 'Shaheb Bazar, Rajshahi' },
    'Contact info updated successfully.',
  )
  await editCard(
    page,
    'Student Details',
    {
      'Current School': 'Padmapar Ideal School',
      Section: 'B',
      Roll: '17',
      'Blood Group': 'O+',
      Nationality: 'Bangladeshi',
    },
    'Student details updated successfully.',
  )
  await editCard(
    page,
    'Contact Info',
    { 'Alternative Phone': '01811000222', 'Emergency Phone': '০১৯১১০০০৩৩৩' },
    'Contact info updated successfully.',
  )
  await editCard(
    page,
    'Parent/Guardian Info',
    {
      "Father's Name": 'Abdul Hossain',
      "Mother's Name": 'Rokeya Begum',
      "Mother's Phone": '01511000444',
    },
    'Guardian info updated successfully.',
  )
  await editCard(
    page,
    'Address',
    { 'Current Address': 'Kazla, Rajshahi', 'Permanent Address': 'Puthia, Rajshahi' },
    'Address info updated successfully.',
  )
  await editCard(
    page,
    'Basic info',
    { Gender: 'Male', Birthday: '2010-03-15', Language: 'Bangla' },
    'Basic info updated successfully.',
  )
  await editCard(page, 'Hobbies', { Hobbies: 'Cricket\nReading' }, 'Hobbies updated successfully.')

  const contact = page.getByRole('region', { name: 'Contact Info' })
  await expect(contact.getByText('01911000333')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Basic info' }).getByText('March 15, 2010'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Hobbies' }).getByText('Reading')).toBeVisible()
  // The modal opens prefilled and Cancel keeps what is saved.
  await page.getByRole('button', { name: 'Edit Address' }).click()
  await expect(page.getByLabel('Current Address')).toHaveValue('Kazla, Rajshahi')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('form', { name: 'Edit Address' })).toHaveCount(0)

  // Pictures: a PNG for the profile image, a JPEG for the banner; both end up as WebP.
  const png = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#1d6b4f' },
  })
    .png()
    .toBuffer()
  const jpeg = await sharp({
    create: { width: 1200, height: 400, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer()
  await page
    .getByLabel('Change profile image')
    .first()
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('Profile image updated successfully.')).toBeVisible()
  await expect(page.getByText('Profile image updated successfully.')).toBeHidden({ timeout: 5000 })
  await page
    .getByLabel('Change banner image')
    .first()
    .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByText('Banner image updated successfully.')).toBeVisible()
  // The header avatar shows the new picture.
  await expect(page.locator('header img[src*=".webp"]').first()).toBeVisible()

  // An SVG is refused, with the reason, and its preview removed.
  await page
    .getByLabel('Change profile image')
    .first()
    .setInputFiles({
      name: 'x.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
  await expect(page.getByText('Upload Failed')).toBeVisible()
  await expect(page.getByText(/Please upload an image file/)).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()

  // Privacy: a student without a birthday over 18 cannot publish contact details.
  await expect(page.getByRole('switch', { name: 'Show Contact info publicly' })).toBeDisabled()
  await page.getByRole('switch', { name: 'Show Basic info publicly' }).check()
  await expect(page.getByRole('switch', { name: 'Show Basic info publicly' })).toBeChecked()

  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy profile link' }).click()
  await expect(page.getByText('Profile link has been copied to clipboard.')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(new RegExp(`^${baseURL}/user-profile/\\d+$`))

  // The public profile, as anyone sees it: pictures and hobbies, basic info (made public), no phones.
  const visitor = await context.browser()!.newPage()
  await visitor.goto(link)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tanvir Hossain' })).toBeVisible()
  await expect(visitor.locator('main img[src*=".webp"]')).toHaveCount(2)
  await expect(visitor.getByText('Cricket')).toBeVisible()
  await expect(visitor.getByRole('main').getByText('Bangla', { exact: true })).toBeVisible()
  await expect(visitor.getByText('01911000333')).toHaveCount(0)
  await expect(visitor.getByText('Rokeya Begum')).toHaveCount(0)
  await visitor.close()

  await page.getByRole('button', { name: /Tanvir Hossain/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByText('Logged Out!').first()).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('padmapar-sign-in'))) ?? '{}'),
  ).toMatchObject({ state: { username: '', id: '', token: '' } })
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
})

test('a teacher signs up and sees teacher details instead of student details', async ({ page }) => {
  const email = `farhana.${unique()}@example.com`
  await signUp(page, 'teacher', email, 'teacher-password')
  await signIn(page, email, 'teacher-password')
  await expect(page).toHaveURL(/\/user-profile$/)
  await expect(
    page.getByRole('region', { name: 'Teacher Details' }).getByText('Physics'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Student Details' })).toHaveCount(0)
  await editCard(
    page,
    'Teacher Details',
    { Specialization: 'Chemistry' },
    'Teacher details updated successfully.',
  )
  await expect(
    page.getByRole('region', { name: 'Teacher Details' }).getByText('Chemistry'),
  ).toBeVisible()
  // A designation ("Vice Principal") is the office's to set: shown on the card, never offered.
  await page.getByRole('button', { name: 'Edit Teacher Details' }).click()
  const form = page.getByRole('form', { name: 'Edit Teacher Details' })
  await expect(form.getByLabel('Teacher ID', { exact: true })).toBeVisible()
  await expect(form.getByLabel('Designation', { exact: true })).toHaveCount(0)
})

test('forgot password: the e-mailed link resets once, the old password stops working', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `reset.${unique()}@example.com`
  await signUp(page, 'student', email, 'old-password')

  await page.goto('/reset-password')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()

  await page.goto('/forgot-password')
  await page.getByLabel('Email', { exact: true }).fill('nobody.registered@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    page.getByText('If your email is registered, a reset link has been sent!'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()

  await page.goto('/forgot-password')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    page.getByText('If your email is registered, a reset link has been sent!'),
  ).toBeVisible()
  await expect(page.getByText('Check your inbox for reset instructions.')).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()

  const link = await resetLinkFor(email)
  await page.goto(link)
  await page.getByLabel('New Password').fill('new-password')
  await page.getByLabel('Confirm Password').fill('not-the-same')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('New Password').fill('new-password')
  await page.getByLabel('Confirm Password').fill('new-password')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/login\?reset=1$/)
  await expect(page.getByText('Your password has been reset.')).toBeVisible()

  // The link works once.
  await page.goto(link)
  await page.getByLabel('New Password').fill('third-password')
  await page.getByLabel('Confirm Password').fill('third-password')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Failed to reset password. Try again.')).toBeVisible()

  await signIn(page, email, 'old-password')
  await expect(page.getByText('Failed Login. Please try again.')).toBeVisible()
  await page.getByLabel('Password').fill('new-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/user-profile$/)
})

test('a member deletes their account after confirming the password, and cannot sign in again', async ({
  page,
}) => {
  const member = await newMember(page, 'Rafi', 'Ahmed')
  await signIn(page, member.email, member.password)
  await expect(page).toHaveURL(/\/user-profile$/)
  const danger = page.getByRole('region', { name: 'Delete account' })
  await danger.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Password').fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('The password is not correct.')).toBeVisible()
  await dialog.getByLabel('Password').fill(member.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/account-deleted$/)
  await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await signIn(page, member.email, member.password)
  await expect(page.getByText('Failed Login. Please try again.')).toBeVisible()
})
