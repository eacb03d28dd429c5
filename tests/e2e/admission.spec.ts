import { test, type Page } from '@playwright/test'

import { CLASSES, REQUIREMENTS } from '@seed/demo/school'

import { adminHeaders, expect, expectNoSeriousA11yViolations, newestMail, unique } from './support'

const SCHOOL = 'Padmapar Ideal School & College'

const form = (page: Page) => page.getByRole('form', { name: 'Admission inquiry' })

/** The office's address as staff set it in the site settings. */
async function officeEmail(page: Page): Promise<string> {
  const headers = await adminHeaders(page.request)
  const site = (await (await page.request.get('/api/globals/site', { headers })).json()) as {
    application_email?: string
  }
  if (!site.application_email) throw new Error('The site settings have no office e-mail')
  return site.application_email
}

test(
  '/admission shows every class with its fees and requirements, and each section',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(90_000)
    const response = await page.goto('/admission')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`Admission | ${SCHOOL}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Admission' })).toBeVisible()
    for (const name of [
      'Classes and fees',
      'Key dates',
      'Admission notices',
      'Ask the admission office',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    const classes = page.getByRole('region', { name: 'Classes and fees' })
    for (const item of CLASSES) {
      const card = classes.getByRole('article', { name: item.name, exact: true })
      await expect(card).toContainText(item.fees)
      await expect(card.getByRole('listitem')).toHaveText(REQUIREMENTS)
    }
    await expect(page.getByRole('link', { name: 'Academic calendar →' })).toHaveAttribute(
      'href',
      '/calendar',
    )
    const notices = page.getByRole('region', { name: 'Admission notices' }).getByRole('article')
    await expect(notices.first()).toContainText('Admission')
    await expect(
      notices.getByRole('link', { name: 'Admission circular 2027: Classes 6 to 9' }),
    ).toHaveAttribute('href', /^\/notices\/\d+$/)
    const office = page.getByRole('complementary', { name: 'Admission office' })
    await expect(office.getByRole('link', { name: await officeEmail(page) })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  },
)

test('an empty inquiry is refused with a message under each required field', async ({ page }) => {
  await page.goto('/admission')
  await form(page).getByRole('button', { name: 'Send Inquiry' }).click()
  await expect(form(page).getByText('Student name is required.')).toBeVisible()
  await expect(form(page).getByText('Please select a class.')).toBeVisible()
  await expect(form(page).getByText('Guardian name is required.')).toBeVisible()
  await expect(form(page).getByText('Phone number is required.')).toBeVisible()
  const studentName = page.getByLabel("Student's name")
  await expect(studentName).toBeFocused()
  await expect(studentName).toHaveAttribute('aria-invalid', 'true')
  await expect(studentName).toHaveAccessibleDescription('Student name is required.')
})

test('a wrong phone number is pointed out and nothing typed is lost', async ({ page }) => {
  await page.goto('/admission')
  await page.getByLabel("Student's name").fill('Rafi Ahmed')
  await page.getByLabel('Class sought').selectOption({ label: 'Class 3' })
  await page.getByLabel("Guardian's name").fill('Selina Ahmed')
  await page.getByLabel("Guardian's mobile number").fill('12345')
  await form(page).getByRole('button', { name: 'Send Inquiry' }).click()
  const phone = page.getByLabel("Guardian's mobile number")
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.')
  await expect(phone).toBeFocused()
  await expect(phone).toHaveValue('12345')
  await expect(page.getByLabel("Student's name")).toHaveValue('Rafi Ahmed')
  await expect(page.getByLabel("Guardian's name")).toHaveValue('Selina Ahmed')
  await expect(page.getByLabel('Class sought').locator('option:checked')).toHaveText('Class 3')
})

test("the server's check also keeps every typed value, the chosen class too", async ({ page }) => {
  await page.goto('/admission')
  const inquiry = form(page)
  // React has taken over the form once its element carries a fiber.
  await expect
    .poll(() =>
      inquiry.evaluate((element) => Object.keys(element).some((k) => k.startsWith('__react'))),
    )
    .toBe(true)
  // Filled and sent without focusing the form: the browser's check is never fetched, so the
  // server answers, and React resets the form before drawing the answer.
  await inquiry.evaluate((element) => {
    const formElement = element as HTMLFormElement
    const set = (name: string, value: string) => {
      ;(formElement.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value = value
    }
    const select = formElement.elements.namedItem('class_sought') as HTMLSelectElement
    const classThree = [...select.options].find((option) => option.text === 'Class 3')
    set('student_name', 'Rafi Ahmed')
    set('class_sought', classThree?.value ?? '')
    set('guardian_name', 'Selina Ahmed')
    set('phone', '12345')
    formElement.requestSubmit()
  })
  const phone = page.getByLabel("Guardian's mobile number")
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.')
  await expect(phone).toBeFocused()
  await expect(phone).toHaveValue('12345')
  await expect(page.getByLabel("Student's name")).toHaveValue('Rafi Ahmed')
  await expect(page.getByLabel('Class sought').locator('option:checked')).toHaveText('Class 3')
})

test('an inquiry with Bengali digits in the phone is received, stored as New and e-mailed to the office', async ({
  page,
}) => {
  const student = `Nabila Karim ${unique()}`
  await page.goto('/admission')
  await page.getByLabel("Student's name").fill(student)
  await page.getByLabel('Class sought').selectOption({ label: 'Class 6' })
  await page.getByLabel("Guardian's name").fill('Shafiqul Karim')
  await page.getByLabel("Guardian's mobile number").fill('০১৭১১-২৩৪ ৫৬৭')
  await page.getByLabel('Email (optional)').fill('shafiqul.karim@example.com')
  await page.getByLabel('Your question (optional)').fill('Is there a seat left in Class 6?')
  await form(page).getByRole('button', { name: 'Send Inquiry' }).click()

  const status = form(page).getByRole('status')
  await expect(status).toContainText(
    'Thank you! Your inquiry has been received. The admission office will contact you soon.',
  )
  await expect(status.locator('xpath=..')).toBeFocused()
  await expect(page.getByLabel("Student's name")).toHaveValue('')
  await expect(page.getByLabel('Class sought')).toHaveValue('')
  await expect(page.getByLabel("Guardian's mobile number")).toHaveValue('')

  const headers = await adminHeaders(page.request)
  const found = await page.request.get('/api/admission-inquiries', {
    headers,
    params: { 'where[student_name][equals]': student, depth: 1 },
  })
  expect(found.ok()).toBe(true)
  const { docs } = (await found.json()) as {
    docs: { phone: string; status: string; email: string; class_sought: { name: string } }[]
  }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    phone: '+8801711234567',
    status: 'new',
    email: 'shafiqul.karim@example.com',
    class_sought: { name: 'Class 6' },
  })

  const mail = await newestMail(
    await officeEmail(page),
    (m) => m.subject === `Admission inquiry: ${student} for Class 6`,
  )
  expect(mail.text).toContain('Guardian: Shafiqul Karim')
  expect(mail.text).toContain('Phone: +8801711234567')
  expect(mail.text).toContain('Is there a seat left in Class 6?')
})
