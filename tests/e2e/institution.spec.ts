import { readFile } from 'node:fs/promises'

import { test, type Page } from '@playwright/test'

import { CATALOGUES } from '@/i18n/catalogues'
import { academicYear } from '@/features/institution/completeness'
import { PAGE_SECTIONS } from '@/features/institution/paths'
import { DEMO_EIIN, STALE_ROUTINE_CLASS } from '@seed/demo/institution'
import { circularPdf } from '@seed/pdf'

import { adminDesk, adminHeaders, expect, expectNoSeriousA11yViolations } from './support'

// The demo's routines and enrolment are seeded for the academic year the database was made in.
const YEAR = academicYear(new Date())
const EN = CATALOGUES.en.InstitutionPage
const BN = CATALOGUES.bn.InstitutionPage

/** A figure as the page writes it, in English or Bengali digits, as a number. */
const figure = (text: string) =>
  Number(
    text.replace(/[০-৯]/g, (digit) => String('০১২৩৪৫৬৭৮৯'.indexOf(digit))).replace(/[^\d]/g, ''),
  )

type Counts = [girls: number, boys: number, total: number]
type ClassGroup = { name: string; sections: Counts[]; allSections: Counts | null }

/** The enrolment table as a visitor reads it: each class's sections and sum, and the last line. */
async function readEnrolmentTable(page: Page) {
  const table = page.getByRole('table', { name: /^Students per class and section/ })
  const groups = await table.locator('tbody').evaluateAll((bodies) =>
    bodies.map((body) => {
      const rows = [...body.querySelectorAll('tr')].map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
      )
      return { heading: rows[0]?.[0] ?? '', rows: rows.slice(1) }
    }),
  )
  const last = await table.locator('tfoot td').allTextContents()
  const counts = (cells: string[]): Counts => {
    const [girls, boys, total] = cells.slice(1).map(figure)
    return [girls!, boys!, total!]
  }
  const classes: ClassGroup[] = groups.map(({ heading, rows }) => {
    const sum = rows.find((row) => row[0] === EN.enrolment.classTotal)
    return {
      name: heading,
      sections: rows.filter((row) => row !== sum).map(counts),
      allSections: sum ? counts(sum) : null,
    }
  })
  return { classes, totals: last.map(figure) as Counts }
}

const add = (rows: Counts[]): Counts =>
  rows.reduce<Counts>((sum, row) => [sum[0] + row[0], sum[1] + row[1], sum[2] + row[2]], [0, 0, 0])

test('the institution page has every section with its anchor, in English and Bangla', async ({
  page,
}) => {
  await page.goto('/institution')
  await expect(page).toHaveTitle(new RegExp(`^${EN.title} \\| `))
  await expect(page.getByRole('heading', { level: 1, name: EN.title })).toBeVisible()
  for (const [anchor, key] of PAGE_SECTIONS) {
    const section = page.getByRole('region', { name: EN.sections[key], exact: true })
    await expect(section).toHaveAttribute('id', anchor)
    await expect(section.getByText(/^Last updated \w+ \d{2}, \d{4}$/)).toBeVisible()
  }
  await expect(page.getByRole('region', { name: EN.sections.profile })).toContainText(DEMO_EIIN)

  // The contents list leads to each section.
  const contents = page.getByRole('navigation', { name: EN.onThisPage })
  await contents.getByRole('link', { name: EN.sections.charter }).click()
  await expect(page).toHaveURL(/\/institution#citizen-charter$/)
  await expect(page.getByRole('heading', { level: 2, name: EN.sections.charter })).toBeInViewport()
  // A link to a section from elsewhere opens the page at that section. (From the page itself the
  // address would change in the same document, where the smooth scroll of the click above can
  // still be running on a busy machine.)
  await page.goto('/')
  await page.goto('/institution#grs')
  await expect(page.getByRole('heading', { level: 3, name: EN.officers.grs })).toBeInViewport()

  await page.goto('/bn/institution')
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1, name: BN.title })).toBeVisible()
  for (const [anchor, key] of PAGE_SECTIONS) {
    const section = page.getByRole('region', { name: BN.sections[key], exact: true })
    await expect(section).toHaveAttribute('id', anchor)
    // '২৬ নভেম্বর ২০২৬': the page's language and digits.
    await expect(section.getByText(/^সর্বশেষ হালনাগাদ [০-৯]{1,2} \S+ [০-৯]{4}$/)).toBeVisible()
  }
  const shown = await page.locator('main').innerText()
  const english = [
    EN.subtitle,
    EN.onThisPage,
    ...Object.values(EN.sections),
    EN.enrolment.chartTitle,
    EN.enrolment.download,
    EN.officers.informationOfficerNote,
    EN.staff.fromFaculty,
  ]
  expect(english.filter((phrase) => shown.includes(phrase))).toEqual([])
})

test('the enrolment table adds up, and the chart is drawn from the same numbers', async ({
  page,
}) => {
  await page.goto('/institution')
  const { classes, totals } = await readEnrolmentTable(page)
  expect(classes.length).toBe(12)
  for (const group of classes) {
    for (const [girls, boys, total] of group.sections) expect(girls + boys).toBe(total)
    if (group.sections.length > 1) expect(group.allSections).toEqual(add(group.sections))
  }
  const perClass = classes.map((group) => group.allSections ?? add(group.sections))
  expect(totals).toEqual(add(perClass))

  const chart = page.getByRole('figure', { name: EN.enrolment.chartTitle })
  const bars = chart.getByRole('listitem')
  await expect(bars).toHaveCount(classes.length)
  const longest = Math.max(...perClass.map(([, , total]) => total))
  for (const [i, group] of classes.entries()) {
    const [girls, boys, total] = perClass[i]!
    const bar = bars.nth(i)
    await expect(bar).toHaveText(
      new RegExp(
        `^${group.name.replace(/[()]/g, '\\$&')}: ${girls} girls, ${boys} boys, ${total} in all`,
      ),
    )
    // Each bar's parts are as long as its numbers, against the largest class.
    const widths = await bar
      .locator('[aria-hidden="true"] > span')
      .evaluateAll((parts) => parts.map((part) => parseFloat((part as HTMLElement).style.width)))
    expect(widths[0]).toBeCloseTo((girls / longest) * 100, 1)
    expect(widths[1]).toBeCloseTo((boys / longest) * 100, 1)
  }

  // The CSV carries the same totals.
  const csv = await (await page.request.get('/institution/enrolment.csv')).text()
  const lastLine = csv.trim().split('\r\n').at(-1)!.split(',')
  expect([lastLine[2], lastLine[3], lastLine[5]].map(Number)).toEqual(totals)
})

test('a class routine downloads as a PDF', async ({ page }) => {
  await page.goto('/institution')
  const routines = page.getByRole('region', { name: EN.sections.routines })
  const download = page.waitForEvent('download')
  await routines
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Class 1', exact: true }) })
    .getByRole('link', { name: new RegExp(`^Class routine ${YEAR}`) })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`class-routine-${YEAR}-class-1.pdf`)
  const bytes = await readFile((await file.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
})

test('the completeness check flags the stale routine and clears when a current one is uploaded', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  test.setTimeout(120_000)
  const { staff, close } = await adminDesk(browser)
  const checklist = staff.getByRole('region', { name: 'Mandated information' })
  const routinesItem = checklist
    .getByRole('listitem')
    .filter({ hasText: 'Class routine of each class' })
  await expect(routinesItem).toContainText('Out of date')
  await expect(routinesItem).toContainText(`From before ${YEAR} for Class ${STALE_ROUTINE_CLASS}`)
  await expect(checklist).toContainText('1 of 15 items needs attention.')

  // Each item leads to the tab of the Institution page that completes it.
  await routinesItem.getByRole('link', { name: 'Class routine of each class' }).click()
  await expect(staff).toHaveURL(/\/admin\/globals\/institution#academics$/)
  await expect(staff.locator('.tabs-field__tab-button--active')).toHaveText('Routines & syllabi')
  await staff.goto('/admin')

  // The office uploads this year's routine of that class and lists it.
  const headers = await adminHeaders(request)
  const upload = await request.post('/api/documents', {
    headers,
    multipart: {
      _payload: JSON.stringify({ title: `Class routine ${YEAR}: Class ${STALE_ROUTINE_CLASS}` }),
      file: {
        name: 'routine.pdf',
        mimeType: 'application/pdf',
        buffer: circularPdf({
          school: 'Padmapar Ideal School & College',
          title: `Class routine ${YEAR}`,
          date: 'today',
          paragraphs: ['Saturday: 8:00 Bangla, 8:45 English.'],
          signature: 'Principal',
        }),
      },
    },
  })
  expect(upload.status()).toBe(201)
  const { doc } = (await upload.json()) as { doc: { id: number } }
  const before = (await (
    await request.get('/api/globals/institution?depth=0', { headers })
  ).json()) as { academics: { routines: { class: string; year: number; document: number }[] } }
  const routines = before.academics.routines.map(({ class: cls, year, document }) => ({
    class: cls,
    year,
    document,
  }))
  const save = (list: typeof routines) =>
    request.post('/api/globals/institution', {
      headers,
      data: { academics: { routines: list } },
    })
  try {
    expect(
      (
        await save([...routines, { class: STALE_ROUTINE_CLASS, year: YEAR, document: doc.id }])
      ).ok(),
    ).toBe(true)
    await staff.reload()
    await expect(routinesItem).toContainText('Present')
    await expect(checklist).toContainText(
      'Every item the education directorate requires is present.',
    )
    await staff.goto('/admin/globals/institution')
    await expect(checklist).toContainText(
      'Every item the education directorate requires is present.',
    )

    // The public page offers the new routine.
    const page = await browser.newPage()
    await page.goto('/institution')
    await expect(
      page.getByRole('region', { name: EN.sections.routines }).getByRole('link', {
        name: new RegExp(`^Class routine ${YEAR}\\b.*\\bClass ${STALE_ROUTINE_CLASS} \\(`),
      }),
    ).toBeVisible()
    await page.close()
  } finally {
    // The demo keeps its stale routine for the next run.
    await save(routines)
    await request.delete(`/api/documents/${doc.id}`, { headers })
    await close()
  }
})

test('the institution page is linked from the footer and the About page', async ({ page }) => {
  await page.goto('/about-us')
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Recognition, governing body/ })
    .click()
  await expect(page).toHaveURL(/\/institution$/)
  await page.goto('/bn/notices')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: CATALOGUES.bn.Footer.institution })
    .click()
  await expect(page).toHaveURL(/\/bn\/institution$/)
})

for (const width of [390, 1280]) {
  test(
    `the institution page has no serious accessibility problem and fits at ${width} px`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/institution', '/bn/institution']) {
        await page.goto(path)
        await expectNoSeriousA11yViolations(page)
        // Wide tables scroll inside their own box; the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        )
      }
    },
  )
}

test('after the Bangla officer changes, the Bangla checklist says the English has not followed, until the office says it needs no change', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  const headers = await adminHeaders(request)
  type Officer = { name?: string | null; post?: string | null; phone?: string | null }
  const read = async () =>
    (
      (await (
        await request.get('/api/globals/institution?locale=bn&depth=0', { headers })
      ).json()) as { officers: { information_officer: Officer } }
    ).officers.information_officer
  const saveBangla = (officer: Officer) =>
    request.post('/api/globals/institution?locale=bn', {
      headers,
      data: { officers: { information_officer: officer } },
    })
  const original = await read()
  const { staff, close } = await adminDesk(browser, { language: 'bn-BD' })
  try {
    expect((await saveBangla({ ...original, name: 'মোছা. রুবিনা ইয়াসমিন' })).ok()).toBe(true)
    // The office puts the old name back; the English still has not followed the first change.
    expect((await saveBangla(original)).ok()).toBe(true)

    await staff.goto('/admin/globals/institution')
    const officer = staff
      .getByRole('region', { name: 'বাধ্যতামূলক তথ্য' })
      .getByRole('listitem')
      .filter({ hasText: 'তথ্য প্রদানকারী কর্মকর্তা' })
    await expect(officer).toContainText('পুরোনো')
    await expect(officer).toContainText(
      /[০-৯]+ [\u0980-\u09FF]+ [০-৯]{4}-এ বাংলা লেখা বদলানোর পর ইংরেজি লেখা এখনো বদলানো হয়নি/,
    )
    await officer.getByRole('button', { name: 'ইংরেজি লেখায় কিছু বদলাতে হবে না' }).click()
    await expect(officer).toContainText('আছে')
    await expect(officer.getByRole('button')).toHaveCount(0)
  } finally {
    await saveBangla(original)
    await close()
  }
})
