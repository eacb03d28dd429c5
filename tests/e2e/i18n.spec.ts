import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { test, type Page } from '@playwright/test'

import { CATALOGUES } from '@/i18n/catalogues'
import {
  CLASSES_BN,
  NOTICE_CATEGORIES_BN,
  NOTICES_BN,
  SITE_BN,
  STATS_LABELS_BN,
} from '@seed/demo/bangla'
import { NEWS_BN } from '@seed/demo/bangla-stories'
import { buildNews } from '@seed/factories'

import { adminHeaders, expect, firstId, unique } from './support'

/** Bengali letters or digits. */
const BANGLA = /[\u0980-\u09FF]/
/** A date as Bangla pages write it: '২২ নভেম্বর ২০২৬'. */
const BANGLA_DATE =
  /[০-৯]{1,2} (জানুয়ারী|ফেব্রুয়ারী|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর) [০-৯]{4}/

const ROUTES = [
  '/',
  '/about-us',
  '/news',
  '/notices',
  '/events',
  '/blogs',
  '/articles',
  '/campus-gallery',
  '/alumni-association',
  '/admission',
  '/calendar',
  '/contact-us',
  '/terms',
  '/login',
  '/sign-up',
  '/forgot-password',
]

async function expectBangla(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('navigation', { name: CATALOGUES.bn.Shell.quickLinks })).toBeVisible()
}

for (const route of ROUTES) {
  test(`/bn${route === '/' ? '' : route} is in Bangla with both languages named as alternates`, async ({
    page,
  }) => {
    const path = route === '/' ? '/bn' : `/bn${route}`
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expectBangla(page)
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(BANGLA)
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    if (await alternates.count()) {
      await expect(page.locator('link[rel="alternate"][hreflang="bn-BD"]')).toHaveAttribute(
        'href',
        new RegExp(`${path.replace(/\//g, '\\/')}$`),
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path.replace(/\//g, '\\/')}$`),
      )
    }
  })
}

test('a Bangla page writes dates in Bangla and links to Bangla pages', async ({ page }) => {
  const id = await firstId(page, '/api/v1/news')
  await page.goto(`/bn/news/${id}`)
  await expectBangla(page)
  await expect(page.getByText(BANGLA_DATE).first()).toBeVisible()
  const home = page.getByRole('link', { name: CATALOGUES.bn.Nav.notices }).first()
  await expect(home).toHaveAttribute('href', '/bn/notices')
})

test(
  'switching language keeps the page and is remembered',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    const id = await firstId(page, '/api/v1/news')
    await page.goto(`/news/${id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('link', { name: 'বাংলা' }).click()
    await expect(page).toHaveURL(new RegExp(`/bn/news/${id}$`))
    await expectBangla(page)

    // The choice is remembered: a plain address opens in Bangla.
    await page.goto('/notices')
    await expect(page).toHaveURL(/\/bn\/notices$/)
    await expectBangla(page)

    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/notices$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/about-us')
    await expect(page).toHaveURL(/\/about-us$/)
    if (!isMobile) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    }
  },
)

test('/en addresses lead to the plain English address', async ({ request }) => {
  const response = await request.get('/en/news', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/news')
})

test('a Bangla visitor asked to sign in stays in Bangla', async ({ page }) => {
  await page.goto('/bn/user-profile')
  await expect(page).toHaveURL(/\/bn\/login\?next=%2Fuser-profile$/)
  await expectBangla(page)
})

type Tree = { [key: string]: string | Tree }

/**
 * The demo content's English texts: a Bangla page shows them where staff wrote no Bangla version,
 * so a catalogue phrase that also occurs in them ('the school') says nothing about the interface.
 */
const DEMO_CONTENT = ['seed/demo', 'seed']
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8')),
  )
  .join('\n')

/** The catalogue's English texts that a Bangla page must not show: whole phrases, no placeholders. */
function englishPhrases(): string[] {
  const out: string[] = []
  const walk = (en: Tree, bn: Tree) => {
    for (const [key, value] of Object.entries(en)) {
      const other = bn[key]
      if (typeof value !== 'string') walk(value, other as Tree)
      else if (
        value !== other &&
        !value.includes('{') &&
        /[a-z]+ [a-z]+/i.test(value) &&
        !DEMO_CONTENT.includes(value)
      )
        out.push(value)
    }
  }
  // Form messages appear only after an answer; they are checked where forms are sent below.
  const { Validation: _en, ...en } = CATALOGUES.en
  const { Validation: _bn, ...bn } = CATALOGUES.bn
  walk(en as unknown as Tree, bn as unknown as Tree)
  return [...new Set(out)]
}

test('no English interface text is left on the Bangla pages', async ({ page }) => {
  const phrases = englishPhrases()
  expect(phrases.length).toBeGreaterThan(300)
  const id = await firstId(page, '/api/v1/news')
  const event = await firstId(page, '/api/v1/event?type=Event')
  const leftovers: string[] = []
  for (const route of [...ROUTES, `/news/${id}`, `/events/${event}`]) {
    const path = route === '/' ? '/bn' : `/bn${route}`
    await page.goto(path)
    await expectBangla(page)
    const text = await page.locator('body').innerText()
    const labels = await page
      .locator('[aria-label], [title], [placeholder], img[alt]')
      .evaluateAll((nodes) =>
        nodes.flatMap((node) =>
          ['aria-label', 'title', 'placeholder', 'alt'].map(
            (name) => node.getAttribute(name) ?? '',
          ),
        ),
      )
    const shown = [text, ...labels].join('\n')
    for (const phrase of phrases) if (shown.includes(phrase)) leftovers.push(`${path}: ${phrase}`)
  }
  expect(leftovers).toEqual([])
})

test('a Bangla page shows the Bangla version where staff wrote one, and the English where not', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const idOf = async (title: string) => {
    const found = await request.get(
      `/api/news?depth=0&where[title][equals]=${encodeURIComponent(title)}`,
      { headers },
    )
    return ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  const translated = Object.keys(NEWS_BN)[0]!
  await page.goto(`/bn/news/${await idOf(translated)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS_BN[translated]!.title)

  // Every demo item has a Bangla version, so the test writes one in English only, dated back so
  // no list's first page changes while it exists.
  const english = `Sports kit collection moved to Thursday ${unique()}`
  const created = await request.post('/api/news', {
    headers,
    data: buildNews({ title: english, publish_date: '2015-01-15T04:00:00.000Z' }),
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto(`/bn/news/${doc.id}`)
    await expectBangla(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english)
  } finally {
    await request.delete(`/api/news/${doc.id}`, { headers })
  }
  // The English page keeps the English text of a translated item.
  await page.goto(`/news/${await idOf(translated)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated)
})

test('an unknown Bangla address answers 404 in Bangla', async ({ page }) => {
  const response = await page.goto('/bn/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  const notFound = CATALOGUES.bn.NotFound
  await expect(page.getByRole('heading', { level: 1, name: notFound.title })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(notFound.title))
  // The header's content is read in Bangla too.
  await expect(page.getByRole('banner')).toContainText(SITE_BN.school_name)
  await expect(page.getByText('৪০৪', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: notFound.backHome }).click()
  await expect(page).toHaveURL(/\/bn$/)
})

test('notice categories, the newest notices and the home figures are in Bangla', async ({
  page,
}) => {
  await page.goto('/bn/notices')
  await expect(page.getByRole('link', { name: NOTICE_CATEGORIES_BN.Exam }).first()).toBeVisible()
  await expect(page.getByText(NOTICES_BN['Holiday list 2027']!.title).first()).toBeVisible()
  await page.goto('/bn')
  const figures = page.locator('section[aria-labelledby="stats-heading"] dl')
  await expect(figures.getByText(STATS_LABELS_BN[0]!)).toBeVisible()
  await expect(figures.getByText('১৯৮৪')).toBeVisible()
  await page.goto('/')
  await expect(page.locator('section[aria-labelledby="stats-heading"] dl')).toContainText('1984')
})
test('a Bangla form speaks Bangla and takes a phone typed in Bengali digits', async ({ page }) => {
  const t = CATALOGUES.bn.AdmissionForm
  const v = CATALOGUES.bn.Validation
  await page.goto('/bn/admission')
  const form = page.getByRole('form', { name: t.label })
  await form.getByRole('button', { name: t.send }).click()
  await expect(form.getByText(v.studentNameRequired)).toBeVisible()
  await expect(form.getByText(v.phoneRequiredStop)).toBeVisible()

  await page.getByLabel(t.studentName).fill(`নাবিলা করিম ${unique()}`)
  await page.getByLabel(t.classSought).selectOption({ label: CLASSES_BN['Class 6']! })
  await page.getByLabel(t.guardianName).fill('শফিকুল করিম')
  await page.getByLabel(t.phone).fill('১২৩')
  await form.getByRole('button', { name: t.send }).click()
  await expect(form.getByText(v.phoneValid)).toBeVisible()
  await expect(page.getByLabel(t.guardianName)).toHaveValue('শফিকুল করিম')

  await page.getByLabel(t.phone).fill('০১৭১১-২৩৪ ৫৬৭')
  await form.getByRole('button', { name: t.send }).click()
  await expect(form.getByRole('status')).toContainText(v.inquiryReceived)
})
