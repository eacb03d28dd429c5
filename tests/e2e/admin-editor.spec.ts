import { test, type Browser, type Page } from '@playwright/test'

import { adminDesk, adminHeaders, expect, unique } from './support'

/**
 * The admin's editor in English and in Bangla at a desk: a new item opens in English whatever
 * language was edited last, shows which languages are written, asks before a language switch
 * drops typing, refuses to publish without English unless the item is Bangla-only; scheduling
 * speaks of Dhaka time; the home page settings keep a history with dated versions.
 */

const PANELS = [
  {
    language: 'en',
    missing: 'missing',
    banglaOnly: 'Bangla only',
    schedule: 'Schedule Publish',
    scheduleNew: 'Schedule publishing…',
    scheduled: 'Scheduled publishing',
    zone: 'Dhaka (UTC+6)',
    restore: 'Restore this version',
    confirm: 'Confirm',
    previewing: 'Preview: you see unpublished changes',
    leavePreview: 'Leave preview',
  },
  {
    language: 'bn-BD',
    missing: 'নেই',
    banglaOnly: 'শুধু বাংলা',
    schedule: 'প্রকাশের সময়সূচী নির্ধারণ করুন',
    scheduleNew: 'প্রকাশের সময় ঠিক করুন…',
    scheduled: 'নির্ধারিত প্রকাশ',
    zone: 'ঢাকার সময় (ইউটিসি+৬)',
    restore: 'এই সংস্করণ পুনরুদ্ধার করুন',
    confirm: 'নিশ্চিত করুন',
    previewing: 'প্রিভিউ: অপ্রকাশিত পরিবর্তন দেখছেন',
    leavePreview: 'প্রিভিউ থেকে বের হন',
  },
] as const

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
})

/**
 * A news item saved as a draft with a Bangla title only (dated back, so no list's first page
 * changes when a test publishes it), open in the admin in `language`, in its Bangla version.
 */
async function banglaDraftInAdmin(browser: Browser, page: Page, language: 'en' | 'bn-BD') {
  const headers = await adminHeaders(page.request)
  const title = `বার্ষিক ক্রীড়া ${unique()}`
  const created = await page.request.post('/api/news?locale=bn&draft=true', {
    headers,
    data: { title, publish_date: '2015-01-15T04:00:00.000Z', _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const desk = await adminDesk(browser, { language })
  await desk.staff.goto(`/admin/collections/news/${id}?locale=bn`)
  return { ...desk, draft: { id, title }, headers }
}

for (const panel of PANELS) {
  test(`a new item opens in English, shows its missing languages and asks before a switch drops typing (${panel.language})`, async ({
    browser,
  }) => {
    const { staff, close } = await adminDesk(browser, { language: panel.language })
    try {
      // Editing in Bangla is remembered by Payload; a new item must still open in English.
      await staff.goto('/admin/collections/news?locale=bn')
      await staff.goto('/admin/collections/news/create')
      await expect(staff).toHaveURL(/[?&]locale=en\b/)
      const status = staff.locator('.language-status')
      await expect(status.locator('[data-language="en"]')).toContainText(panel.missing)
      await expect(status.locator('[data-language="bn"]')).toContainText(panel.missing)

      const title = staff.locator('#field-title')
      await title.fill('Science fair results')
      let asked = ''
      staff.once('dialog', (dialog) => {
        asked = dialog.message()
        void dialog.dismiss()
      })
      await staff.locator('.localizer .popup-button').click()
      await staff.locator('.localizer__locale-code[data-locale="bn"]').click()
      await expect.poll(() => asked).not.toBe('')
      await expect(staff).toHaveURL(/[?&]locale=en\b/)
      await expect(title).toHaveValue('Science fair results')
    } finally {
      await close()
    }
  })

  test(`an item without English is refused until marked Bangla-only, then English pages show its Bangla (${panel.language})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(60_000)
    const { staff, close, draft, headers } = await banglaDraftInAdmin(browser, page, panel.language)
    try {
      await expect(staff.locator('.language-status [data-language="en"]')).toContainText(
        panel.missing,
      )
      await staff.locator('#action-save').click()
      // The field says why, in both languages.
      await expect(
        staff.getByRole('complementary').filter({ hasText: 'English title' }),
      ).toContainText('ইংরেজি শিরোনাম')
      await staff.getByLabel(panel.banglaOnly).check()
      await staff.locator('#action-save').click()
      await expect
        .poll(async () => {
          const saved = await page.request.get(`/api/news/${draft.id}?depth=0`, { headers })
          return ((await saved.json()) as { _status?: string })._status
        })
        .toBe('published')
    } finally {
      await close()
    }
    await page.goto(`/news/${draft.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title)
  })

  test(`a language's badge follows its title as it is typed and saved, without a reload (${panel.language})`, async ({
    browser,
    page,
  }) => {
    const headers = await adminHeaders(page.request)
    const created = await page.request.post('/api/news?locale=en&draft=true', {
      headers,
      data: {
        title: `Book fair ${unique()}`,
        publish_date: '2015-01-15T04:00:00.000Z',
        _status: 'draft',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const { staff, close } = await adminDesk(browser, { language: panel.language })
    try {
      await staff.goto(`/admin/collections/news/${id}?locale=bn`)
      const bangla = staff.locator('.language-status [data-language="bn"]')
      await expect(bangla).toContainText(panel.missing)
      // Marks this page load: a reload would drop the mark.
      await staff.evaluate(() => Object.assign(window, { sameLoad: true }))
      await staff.locator('#field-title').fill(`বইমেলা ${unique()}`)
      await expect(bangla).not.toContainText(panel.missing)
      await staff.locator('#action-save-draft').click()
      await expect
        .poll(async () => {
          const saved = await page.request.get(`/api/news/${id}?locale=bn&draft=true&depth=0`, {
            headers,
          })
          return ((await saved.json()) as { title?: string }).title ?? ''
        })
        .toMatch(/^বইমেলা /)
      await expect(bangla).not.toContainText(panel.missing)
      await expect(staff.locator('.language-status [data-language="en"]')).not.toContainText(
        panel.missing,
      )
      expect(await staff.evaluate(() => 'sameLoad' in window)).toBe(true)
    } finally {
      await close()
      await page.request.delete(`/api/news/${id}`, { headers })
    }
  })

  test(`scheduling opens on Publish, in Dhaka time, with a list named for publishing (${panel.language})`, async ({
    browser,
    page,
  }) => {
    const { staff, close } = await banglaDraftInAdmin(browser, page, panel.language)
    try {
      await staff.locator('#action-save-popup .popup-button').click()
      await staff.getByRole('button', { name: panel.schedule }).click()
      const drawer = staff.locator('.schedule-publish')
      // Payload opens it on "Unpublish" for an item never published.
      await expect(drawer.locator('input[id$="-type-publish"]')).toBeChecked()
      await expect(drawer).toContainText(panel.zone)
      await expect(drawer).toContainText(panel.scheduled)
      // The Bangla drawer has no English left (the item's title is Bangla too).
      if (panel.language === 'bn-BD') expect(await drawer.innerText()).not.toMatch(/[A-Za-z]/)
    } finally {
      await close()
    }
  })

  test(`a new item is scheduled from its first save: the draft is saved, then the schedule opens on Publish (${panel.language})`, async ({
    browser,
  }) => {
    const { staff, close } = await adminDesk(browser, { language: panel.language })
    try {
      await staff.goto('/admin/collections/news/create')
      await staff.locator('#field-title').fill(`Prize giving ${unique()}`)
      await staff.getByRole('button', { name: panel.scheduleNew }).click()
      await expect(staff).toHaveURL(/\/admin\/collections\/news\/\d+/)
      const drawer = staff.locator('.schedule-publish')
      await expect(drawer).toBeVisible()
      await expect(drawer.locator('input[id$="-type-publish"]')).toBeChecked()
      await expect(drawer).toContainText(panel.scheduled)
    } finally {
      await close()
    }
  })

  test(`the home page settings keep dated versions that can be restored (${panel.language})`, async ({
    browser,
    page,
  }) => {
    const headers = await adminHeaders(page.request)
    const home = async () =>
      (
        (await (await page.request.get('/api/globals/home', { headers })).json()) as {
          hero_section?: string
        }
      ).hero_section
    // The live title is saved once more, then replaced by mistake; restoring brings it back.
    const before = await home()
    for (const hero_section of [before, `A mistake saved by accident ${unique()}`]) {
      const saved = await page.request.post('/api/globals/home', {
        headers,
        data: { hero_section },
      })
      expect(saved.ok(), await saved.text()).toBe(true)
    }
    const { staff, close } = await adminDesk(browser, { language: panel.language })
    try {
      await staff.goto('/admin/globals/home/versions')
      const rows = staff.locator('table tbody tr')
      await expect(rows.first()).toBeVisible()
      // Day, month and year, never the month first or a date without its year, in the panel's digits.
      await expect(rows.first()).toContainText(
        panel.language === 'en' ? /\d{1,2} [A-Z][a-z]+ \d{4}/ : /[০-৯]{1,2} \S+ [০-৯]{4}/,
      )
      await rows.nth(1).locator('a').first().click()
      await staff.getByRole('button', { name: panel.restore, exact: true }).click()
      await staff
        .locator('.confirmation-modal')
        .getByRole('button', { name: panel.confirm, exact: true })
        .click()
      await expect.poll(home).toBe(before)
    } finally {
      await close()
    }
  })
}

/** The address of the editor's Preview button, opened in the same tab. */
async function openPreview(staff: Page) {
  const preview = staff.locator('#preview-button')
  await expect(preview).toBeVisible()
  await staff.goto((await preview.getAttribute('href'))!)
}

/** What someone without a staff session sees at `path`, even holding a preview address. */
async function asVisitor(browser: Browser, visit: (visitor: Page) => Promise<void>) {
  const context = await browser.newContext()
  try {
    await visit(await context.newPage())
  } finally {
    await context.close()
  }
}

for (const panel of PANELS) {
  const locale = panel.language === 'en' ? 'en' : 'bn'
  const pagePath = (path: string) => (locale === 'en' ? path : `/bn${path === '/' ? '' : path}`)

  test(`an unpublished news item is previewed by staff in the language being edited, never shown to visitors (${panel.language})`, async ({
    browser,
    page,
  }) => {
    const headers = await adminHeaders(page.request)
    const tag = unique()
    const titles = { en: `Science fair draft ${tag}`, bn: `বিজ্ঞান মেলার খসড়া ${tag}` }
    const created = await page.request.post('/api/news?locale=en&draft=true', {
      headers,
      data: { title: titles.en, publish_date: '2015-01-15T04:00:00.000Z', _status: 'draft' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const bangla = await page.request.patch(`/api/news/${id}?locale=bn&draft=true`, {
      headers,
      data: { title: titles.bn, _status: 'draft' },
    })
    expect(bangla.ok(), await bangla.text()).toBe(true)

    const { staff, close } = await adminDesk(browser, { language: panel.language })
    try {
      await staff.goto(`/admin/collections/news/${id}?locale=${locale}`)
      await openPreview(staff)
      await expect(staff).toHaveURL(new RegExp(`${pagePath(`/news/${id}`)}$`))
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(titles[locale])
      // A bar says it is a preview; leaving it shows the same page as the public sees it.
      const bar = staff.locator('[data-preview-bar]')
      await expect(bar).toContainText(panel.previewing)
      await bar.getByRole('link', { name: panel.leavePreview }).click()
      await expect(bar).toHaveCount(0)
      await expect(staff).toHaveURL(new RegExp(`${pagePath(`/news/${id}`)}$`))
      await expect(staff.getByText(titles[locale])).toHaveCount(0)
    } finally {
      await close()
    }
    await asVisitor(browser, async (visitor) => {
      const answer = await visitor.goto(pagePath(`/news/${id}`))
      expect(answer?.status()).toBe(404)
      await expect(visitor.locator('[data-preview-bar]')).toHaveCount(0)
      await visitor.goto(`/api/preview?path=/news/${id}&locale=${locale}`)
      await expect(visitor).toHaveURL(/\/admin\/login/)
    })
  })

  test(`a draft of the home page settings is previewed before it goes live (${panel.language})`, async ({
    browser,
    page,
  }) => {
    const headers = await adminHeaders(page.request)
    const heroOf = async () =>
      (
        (await (
          await page.request.get(`/api/globals/home?locale=${locale}&depth=0`, { headers })
        ).json()) as { hero_section?: string }
      ).hero_section
    const live = await heroOf()
    const draft = `${locale === 'en' ? 'Admission week' : 'ভর্তি সপ্তাহ'} ${unique()}`
    const saved = await page.request.post(`/api/globals/home?locale=${locale}&draft=true`, {
      headers,
      data: { hero_section: draft, _status: 'draft' },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    const { staff, close } = await adminDesk(browser, { language: panel.language })
    try {
      await staff.goto(`/admin/globals/home?locale=${locale}`)
      await openPreview(staff)
      await expect(staff).toHaveURL(new RegExp(`${pagePath('/')}$`))
      await expect(staff.getByText(draft).first()).toBeVisible()
      await asVisitor(browser, async (visitor) => {
        await visitor.goto(pagePath('/'))
        await expect(visitor.locator('main')).toBeVisible()
        await expect(visitor.getByText(draft)).toHaveCount(0)
      })
      expect(await heroOf()).toBe(live)
    } finally {
      await close()
      // The live title is published again, so the draft does not wait in the editor.
      await page.request.post(`/api/globals/home?locale=${locale}`, {
        headers,
        data: { hero_section: live ?? null, _status: 'published' },
      })
    }
  })
}
