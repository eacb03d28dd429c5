import { readFile } from 'node:fs/promises'

import { test } from '@playwright/test'

import { circularPdf } from '@seed/pdf'

import { adminHeaders, expect, expectNoSeriousA11yViolations } from './support'

const SCHOOL = 'Padmapar Ideal School & College'

test('notices filter by category, search on the server and page through', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/notices')
  await expect(page).toHaveTitle(`Notices | ${SCHOOL}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible()
  const pinned = page.getByRole('region', { name: 'Pinned' }).getByRole('article')
  expect(await pinned.count()).toBeGreaterThan(0)
  for (const notice of await pinned.all()) await expect(notice).toContainText('Pinned')

  const more = page.getByRole('region', { name: 'All notices' })
  await expect(more.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  const firstPage = await more.getByRole('heading', { level: 3 }).allTextContents()
  expect(firstPage).toHaveLength(12)
  await more.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/notices\?page=2$/)
  await expect(more.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  const secondPage = await more.getByRole('heading', { level: 3 }).allTextContents()
  expect(secondPage.length).toBeGreaterThan(0)
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])

  const categories = page.getByRole('navigation', { name: 'Notice categories' })
  await categories.getByRole('link', { name: 'Exam' }).click()
  await expect(page).toHaveURL(/\/notices\?category=\d+$/)
  await expect(categories.getByRole('link', { name: 'Exam' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const exams = page.getByRole('article')
  await expect(page.getByRole('main').getByRole('status')).toContainText(/notices? in Exam/)
  for (const notice of await exams.all()) await expect(notice).toContainText('Exam')

  const search = page.getByRole('search', { name: 'Search notices' })
  await search.getByRole('searchbox').fill('routine')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/notices\?category=\d+&q=routine$/)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'in Exam matching “routine”',
  )
  expect(await exams.count()).toBeGreaterThan(0)
  for (const notice of await exams.all()) {
    await expect(notice).toContainText('Exam')
    await expect(notice).toContainText(/routine/i)
  }

  await page.goto('/notices?q=zzzz-nothing-matches')
  await expect(page.getByText('No notices found.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'No notices matching “zzzz-nothing-matches”',
  )
})

test(
  'a notice offers its attachments with type and size, downloaded under a safe name',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/notices')
    await page.getByRole('link', { name: 'Admission circular 2027: Classes 6 to 9' }).click()
    await expect(page).toHaveTitle(`Admission circular 2027: Classes 6 to 9 | ${SCHOOL}`)
    await expect(page.getByText(/Valid until:/)).toBeVisible()
    const files = page.getByRole('region', { name: 'Attachments' }).getByRole('link')
    await expect(files).toHaveCount(2)
    await expect(files.first()).toContainText(/Admission circular 2027 \(PDF\)\s*PDF, \d+ KB/)
    const download = page.waitForEvent('download')
    await files.first().click()
    const file = await download
    expect(file.suggestedFilename()).toBe('admission-circular-2027-pdf.pdf')
    const bytes = await readFile((await file.path())!)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    await expectNoSeriousA11yViolations(page)
  },
)

test('an unknown notice says so with a 404', async ({ page }) => {
  const response = await page.goto('/notices/987654')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Notice not found.' })).toBeVisible()
})

test('the top bar shows the newest notice, moves on, and stays when paused', async ({
  page,
  request,
}) => {
  const published = '/api/notices?where[_status][equals]=published&sort=-publish_date&limit=1'
  const newest = (await (
    await request.get(`${published}&depth=0`, { headers: await adminHeaders(request) })
  ).json()) as { docs: { id: number; title: string }[] }
  const [top] = newest.docs
  // The ticker's time is the test's: it moves on every 6 s of the page's clock.
  await page.clock.install()
  await page.goto('/about-us')
  const ticker = page.getByRole('region', { name: 'Latest notices' })
  const shown = ticker.getByRole('listitem').filter({ visible: true }).getByRole('link')
  await expect(shown).toHaveAttribute('href', `/notices/${top!.id}`)
  await expect(shown).toHaveText(top!.title)
  // It moves on by itself …
  await page.clock.runFor(6_500)
  await expect(shown).not.toHaveText(top!.title)
  // … and stays put once paused, with the pointer gone from it.
  await ticker.getByRole('button', { name: 'Pause notices' }).click()
  await page.mouse.move(0, 400)
  const held = await shown.textContent()
  await page.clock.runFor(20_000)
  await expect(shown).toHaveText(held!)
  await ticker.getByRole('button', { name: 'Play notices' }).click()
  await ticker.getByRole('link', { name: 'Notices', exact: true }).click()
  await expect(page).toHaveURL(/\/notices$/)
})

test('the ticker stands still for people who ask for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/terms')
  const ticker = page.getByRole('region', { name: 'Latest notices' })
  await expect(ticker.getByRole('button', { name: 'Play notices' })).toBeVisible()
})

test('an attachment that is not really a PDF is refused on upload', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    request.post('/api/documents', {
      headers,
      multipart: {
        _payload: JSON.stringify({ title: name }),
        file: { name, mimeType, buffer },
      },
    })
  const fake = await upload(
    'circular.pdf',
    'application/pdf',
    Buffer.from('<!doctype html><p>Not a PDF</p><script>alert(1)</script>'),
  )
  expect(fake.status()).toBe(400)
  expect(JSON.stringify(await fake.json())).toMatch(/cannot be attached. Choose a PDF or a picture/)
  const real = await upload(
    'routine.pdf',
    'application/pdf',
    circularPdf({ school: SCHOOL, title: 'Routine', date: 'Today', paragraphs: [], signature: '' }),
  )
  expect(real.status()).toBe(201)
  const { doc } = (await real.json()) as { doc: { id: number } }
  // Attachments are not public by their own address (a visitor's browser, no staff session).
  expect((await page.request.get(`/api/documents/${doc.id}`)).status()).toBe(403)
  await request.delete(`/api/documents/${doc.id}`, { headers })
})

test(
  'the notices page and its feeds are linked and well formed',
  { tag: '@phone' },
  async ({ page, request }) => {
    await page.goto('/notices')
    await expectNoSeriousA11yViolations(page)
    for (const [path, root] of [
      ['/notices/rss.xml', '<rss'],
      ['/notices/atom.xml', '<feed'],
      ['/news/rss.xml', '<rss'],
      ['/news/atom.xml', '<feed'],
    ] as const) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const body = await response.text()
      expect(body).toContain(root)
      expect(body.match(/<(item|entry)>/g)?.length ?? 0, path).toBeGreaterThan(5)
    }
    const rss = await (await request.get('/notices/rss.xml')).text()
    expect(rss).toContain('<title><![CDATA[Holiday list 2027]]></title>')
    expect(rss).not.toContain('Class routine 2027')
  },
)
