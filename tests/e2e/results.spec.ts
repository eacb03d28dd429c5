import { readFile } from 'node:fs/promises'

import { test, type APIRequestContext, type Page } from '@playwright/test'
import QRCode from 'qrcode'

import { DEMO_EXAM_NAMES, DEMO_RESULT } from '@seed/demo/results'
import { SECONDARY_SUBJECTS } from '@seed/factories'

import { adminDesk, adminHeaders, expect, expectNoSeriousA11yViolations, unique } from './support'

const NO_RESULT = 'No result found for these details.'
const HEADING =
  'roll,registration,student_name,section,bangla,english,math,science,religion,higher_math'
const bengali = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

/** A rarely used roll of the demo's Class 8, so wrong tries of reruns do not make one roll wait. */
const someRoll = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1))

async function lookUp(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/v1/results/lookup', { data: body })
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> }
}

async function openExams(request: APIRequestContext) {
  const body = (await (await request.get('/api/v1/results/exams')).json()) as {
    data: { id: number; name: string }[]
  }
  return body.data
}

async function openExamIds(request: APIRequestContext): Promise<number[]> {
  return (await openExams(request)).map((exam) => exam.id)
}

const ENGLISH = {
  form: 'Look up a result',
  exam: 'Exam',
  class: 'Class',
  roll: 'Roll number',
  registration: 'Registration number',
  submit: 'Show result',
}

/** Fills and sends the /results form in either language. */
async function lookUpOnPage(
  page: Page,
  labels: typeof ENGLISH,
  values: { exam: string; class: string; roll: string; registration: string },
) {
  const form = page.getByRole('form', { name: labels.form })
  await form.getByLabel(labels.exam).selectOption({ label: values.exam })
  await form.getByLabel(labels.class).selectOption({ label: values.class })
  await form.getByLabel(labels.roll).fill(values.roll)
  await form.getByLabel(labels.registration).fill(values.registration)
  await form.getByRole('button', { name: labels.submit }).click()
}

test('staff import a class: bad lines listed by line, then the fixed file and its summary; results open at the publish time', async ({
  browser,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  test.setTimeout(180_000)
  const headers = await adminHeaders(page.request)
  const name = `Half-yearly Examination ${unique()}`
  const later = new Date(Date.now() + 24 * 60 * 60_000).toISOString()
  const created = await page.request.post('/api/exams', {
    headers,
    data: {
      name,
      year: 2026,
      publish_at: later,
      status: 'scheduled',
      classes: [{ class: '7', subjects: SECONDARY_SUBJECTS }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const examId = ((await created.json()) as { doc: { id: number } }).doc.id
  const base = unique().slice(-8)
  const pupils = [1, 2, 3, 4, 5].map((roll) => ({ roll, registration: `${base}${roll}` }))
  const line = (roll: number, registration: string, marks: string) =>
    `${roll},${registration},Pupil ${roll},A,${marks}`
  const good = '78,71,85,66,38,74'

  const { staff, close } = await adminDesk(browser)
  try {
    await staff.goto(`/admin/collections/exams/${examId}`)
    const panel = staff.getByRole('region', { name: 'Import results' })
    await expect(panel.getByText('No results are imported yet.')).toBeVisible()
    const upload = async (lines: string[]) => {
      await panel.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Class 7' })
      await panel.getByLabel('Results file').setInputFiles({
        name: 'class-7.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(lines.join('\r\n')),
      })
      await panel.getByRole('button', { name: 'Check and import' }).click()
    }

    // Three bad lines: marks above the full marks, a repeated roll, an empty cell.
    await upload([
      HEADING,
      line(1, pupils[0]!.registration, good),
      line(2, pupils[1]!.registration, '101,71,85,66,38,74'),
      line(1, pupils[2]!.registration, good),
      line(4, pupils[3]!.registration, '78,,85,66,38,74'),
      line(5, pupils[4]!.registration, '20,71,85,66,38,74'),
    ])
    await expect(panel.getByText('Nothing was imported. Fix these lines')).toBeVisible()
    const problems = panel.getByRole('table').first().getByRole('row')
    await expect(problems).toHaveCount(4)
    await expect(problems.nth(1)).toHaveText(/^3\s*Bangla: 101 is above the full marks \(100\)\.$/)
    await expect(problems.nth(2)).toHaveText(/^4\s*Roll 1 is also on line 2\.$/)
    await expect(problems.nth(3)).toHaveText(/^5\s*The English marks cell is empty\.$/)
    await expect(panel.getByText('No results are imported yet.')).toBeVisible()

    await upload([
      HEADING,
      ...pupils.map((p) => line(p.roll, p.registration, p.roll === 5 ? '20,71,85,66,38,74' : good)),
    ])
    await expect(panel.getByText('Imported 5 results for Class 7.')).toBeVisible()
    // The summary before the publish time: pass rate per class, section and subject, grades.
    const summary = staff.getByRole('region', { name: 'Summary of the imported results' })
    await expect(summary.getByRole('row', { name: /^Class 7\s+5\s+4\s+80\.0%$/ })).toBeVisible()
    await expect(summary.getByRole('row', { name: /^A\s+5\s+4\s+80\.0%$/ })).toBeVisible()
    await expect(summary.getByRole('row', { name: /^Bangla\s+5\s+4\s+80\.0%$/ })).toBeVisible()
    await expect(
      summary.getByRole('row', { name: /^Mathematics\s+5\s+5\s+100\.0%$/ }),
    ).toBeVisible()
    await expect(summary.getByRole('row', { name: /^F\s+1$/ })).toBeVisible()
  } finally {
    await close()
  }

  // Before the publish time the exam is nowhere: not in the API, not on the page, no lookup.
  const details = { exam_id: examId, class: '7', roll: 3, registration: pupils[2]!.registration }
  expect(await openExamIds(page.request)).not.toContain(examId)
  expect(await lookUp(page.request, details)).toEqual({
    status: 404,
    body: { success: false, message: NO_RESULT },
  })
  await page.goto('/results')
  await expect(page.getByLabel('Exam')).not.toContainText(name)

  // The publish time comes (staff move it to a minute ago): the results open everywhere.
  const setPublishTime = async (at: Date) => {
    const res = await page.request.patch(`/api/exams/${examId}`, {
      headers,
      data: { publish_at: at.toISOString() },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  try {
    await setPublishTime(new Date(Date.now() - 60_000))
    expect(await openExamIds(page.request)).toContain(examId)
    const opened = await lookUp(page.request, details)
    expect(opened.status).toBe(200)
    // (4 + 4 + 5 + 3.5 + 4 + (4 - 2) for Higher Mathematics) / 5
    expect(opened.body.data).toMatchObject({ student_name: 'Pupil 3', gpa: 4.5, grade: 'A' })
    await page.goto('/results')
    await lookUpOnPage(page, ENGLISH, {
      exam: name,
      class: 'Class 7',
      roll: '3',
      registration: pupils[2]!.registration,
    })
    await expect(page.getByRole('region', { name })).toContainText('Pupil 3')

    // Moved to tomorrow again, it is hidden again at once.
    await setPublishTime(new Date(Date.now() + 24 * 60 * 60_000))
    expect((await lookUp(page.request, details)).status).toBe(404)
    expect(await openExamIds(page.request)).not.toContain(examId)
  } finally {
    await page.request.delete(`/api/exams/${examId}`, { headers })
  }
})

test(
  'a family looks up the demo result in English, prints it, downloads it and verifies it by its QR code',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/results')
    await expect(page.getByRole('heading', { level: 1, name: 'Exam results' })).toBeVisible()
    await lookUpOnPage(page, ENGLISH, {
      exam: DEMO_EXAM_NAMES.annual.en,
      class: 'Class 8',
      roll: String(DEMO_RESULT.roll),
      registration: DEMO_RESULT.registration,
    })
    const sheet = page.getByRole('region', { name: DEMO_EXAM_NAMES.annual.en })
    await expect(sheet).toBeFocused()
    await expect(sheet).toContainText(`Registration number:${DEMO_RESULT.registration}`)
    await expect(sheet.getByRole('row')).toHaveCount(7)
    await expect(sheet.getByText('(4th subject)')).toBeVisible()
    const totals = sheet.locator('dl').last()
    await expect(totals).toContainText('GPA5.00')
    await expect(totals).toContainText('Letter gradeA+')
    await expect(totals).toContainText('ResultPassed')
    const student = (await sheet.locator('dd').first().textContent())!.trim()
    await expectNoSeriousA11yViolations(page)

    // The PDF of the same sheet.
    const download = page.waitForEvent('download')
    await sheet.getByRole('link', { name: 'Download PDF' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('mark-sheet-2026-class-8-roll-1.pdf')
    const pdf = await readFile((await file.path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain(
      `(Mark sheet: ${student}, ${DEMO_EXAM_NAMES.annual.en})`,
    )

    // The printable sheet: the school, the sheet, and a QR code of the verify page's address.
    await sheet.getByRole('link', { name: 'Printable mark sheet' }).click()
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}\/print$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mark sheet' })).toBeVisible()
    await expect(page.getByText(student)).toBeVisible()
    const verifyUrl = (await page.getByText(/\/results\/verify\//).textContent())!.trim()
    expect(verifyUrl).toMatch(/\/results\/verify\/[A-Za-z0-9_-]{22}$/)
    // The QR code is the one the qrcode library draws for that address, module for module.
    const qr = page.getByRole('img', {
      name: "QR code that opens this mark sheet's verification page",
    })
    const drawn = await qr.innerHTML()
    const expected = await QRCode.toString(verifyUrl, { type: 'svg', margin: 1 })
    const modules = (svg: string) => /<path[^>]*stroke[^>]*\sd="([^"]+)"/.exec(svg)?.[1]
    expect(modules(drawn)).toBeTruthy()
    expect(modules(drawn)).toBe(modules(expected))
    await expectNoSeriousA11yViolations(page)

    // Printed, it is one A4 page.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    const printed = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1')
    expect(printed.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
    await page.emulateMedia({ media: 'screen' })

    // Anyone holding the paper opens the QR code's address and sees the school's record.
    await page.goto(new URL(verifyUrl).pathname)
    await expect(page.getByRole('heading', { level: 1, name: 'Result verification' })).toBeVisible()
    const record = page.getByRole('region', { name: "This result is in the school's records:" })
    await expect(record).toContainText(`Student${student}`)
    await expect(record).toContainText(`Exam${DEMO_EXAM_NAMES.annual.en}`)
    await expect(record).toContainText('ClassClass 8')
    await expect(record).toContainText('GPA5.00')
    await expect(record).toContainText('ResultPassed')
  },
)

test('a family looks up the demo result in Bangla with Bengali digits', async ({ page }) => {
  await page.goto('/bn/results')
  await expect(page.getByRole('heading', { level: 1, name: 'পরীক্ষার ফলাফল' })).toBeVisible()
  await lookUpOnPage(
    page,
    {
      form: 'ফলাফল খুঁজুন',
      exam: 'পরীক্ষা',
      class: 'শ্রেণি',
      roll: 'রোল নম্বর',
      registration: 'রেজিস্ট্রেশন নম্বর',
      submit: 'ফলাফল দেখুন',
    },
    {
      exam: DEMO_EXAM_NAMES.annual.bn,
      class: 'শ্রেণি ৮',
      roll: bengali(String(DEMO_RESULT.roll)),
      registration: bengali(DEMO_RESULT.registration),
    },
  )
  const sheet = page.getByRole('region', { name: DEMO_EXAM_NAMES.annual.bn })
  await expect(sheet).toContainText('রোল:১')
  await expect(sheet.getByRole('rowheader', { name: 'উচ্চতর গণিত (৪র্থ বিষয়)' })).toBeVisible()
  const totals = sheet.locator('dl').last()
  await expect(totals).toContainText('জিপিএ৫.০০')
  await expect(totals).toContainText('উত্তীর্ণ')
  await sheet.getByRole('link', { name: 'ছাপার উপযোগী নম্বরপত্র' }).click()
  await expect(page).toHaveURL(/\/bn\/results\/[A-Za-z0-9_-]{22}\/print$/)
  await expect(page.getByText(/\/bn\/results\/verify\//)).toBeVisible()
  await expect(page.getByText('৫.০০').first()).toBeVisible()
})

test('the lookup call, which the proxy skips, carries the security headers and a request id', async ({
  request,
}) => {
  const res = await request.post('/api/v1/results/lookup', {
    data: { exam_id: 1, class: '8', roll: someRoll(61, 999), registration: '2026089999' },
  })
  expect(res.status()).toBe(404)
  const headers = res.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('a wrong registration number gets the same answer as an unknown roll, on the page and in the API', async ({
  page,
}) => {
  const examId = (await openExams(page.request)).find(
    (exam) => exam.name === DEMO_EXAM_NAMES.annual.en,
  )!.id
  const wrong = { exam_id: examId, class: '8', roll: someRoll(2, 60), registration: '2026089999' }
  const unknown = {
    exam_id: examId,
    class: '8',
    roll: someRoll(61, 999),
    registration: DEMO_RESULT.registration,
  }
  const wrongAnswer = await lookUp(page.request, wrong)
  expect(wrongAnswer).toEqual({ status: 404, body: { success: false, message: NO_RESULT } })
  expect(await lookUp(page.request, unknown)).toEqual(wrongAnswer)

  const answerOnPage = async (values: typeof wrong) => {
    await page.goto('/results')
    await lookUpOnPage(page, ENGLISH, {
      exam: DEMO_EXAM_NAMES.annual.en,
      class: 'Class 8',
      roll: String(values.roll),
      registration: values.registration,
    })
    const answer = page.getByText(NO_RESULT).locator('xpath=ancestor::div[@tabindex="-1"][1]')
    await expect(answer).toBeFocused()
    return answer.innerHTML()
  }
  const onPage = await answerOnPage({ ...wrong, roll: someRoll(2, 60) })
  expect(await answerOnPage({ ...unknown, roll: someRoll(61, 999) })).toBe(onPage)
})
