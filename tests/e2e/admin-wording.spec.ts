/**
 * The admin in plain words, in English and Bangla: a payment is decided on its own page with a
 * confirmation and a required reason while its facts stay read-only, every list and form of the
 * Bangla admin is free of code names and raw keys and drawn in a Bengali face, a wrong upload is
 * refused in plain words, and a picture uploaded twice is found by its name and flagged.
 */
import { test, type APIRequestContext, type Page, type Request } from '@playwright/test'
import sharp from 'sharp'

import {
  adminDesk,
  adminHeaders,
  drawsBengali,
  expect,
  fontsDrawing,
  newestMail,
  newMember,
  unique,
} from './support'

type Headers = Record<string, string>

/** A pending bKash payment of a fresh member, made as staff through Payload's REST API. */
async function pendingPayment(page: Page, headers: Headers) {
  const tag = unique()
  const request = page.request
  const account = await newMember(page, 'Nasima', tag)
  const idOf = async (query: string) => {
    const response = await request.get(`/api/${query}`, { headers })
    return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  const payment = {
    name: `Nasima ${tag}`,
    email: `nasima.${tag}@example.com`,
    transaction: `P${tag}`.slice(-10).toUpperCase(),
  }
  const response = await request.post('/api/alumni-registrations', {
    headers,
    data: {
      user: await idOf(`users?where[email][equals]=${account.email}&depth=0`),
      network: await idOf('alumni-resources?limit=1&depth=0'),
      name: payment.name,
      passing_year: 2015,
      degree: 'BBA',
      batch: '2015',
      job_title: 'Officer',
      current_profession: 'Banking',
      company_name: 'Demo Bank Ltd',
      email: payment.email,
      payment_method: 'Bkash',
      transaction_id: payment.transaction,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { ...payment, id: doc.id }
}

/** A small PNG of one colour taken from `tag`, so each test's picture has bytes of its own. */
function pictureOf(tag: string, width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: `#${tag.slice(-6)}` } })
    .png()
    .toBuffer()
}

async function uploadPicture(
  request: APIRequestContext,
  headers: Headers,
  name: string,
  alt: string,
  bytes: Buffer,
) {
  const response = await request.post('/api/media', {
    headers,
    multipart: {
      _payload: JSON.stringify({ alt }),
      file: { name, mimeType: 'image/png', buffer: bytes },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** A word written in Latin letters with a lowercase one: English, not an identifier like AB+ or XL. */
const LATIN_WORD = /\b[A-Za-z]*[a-z][A-Za-z]*\b/

/** A field's code name: an underscore, or a lowercase letter running into a capital. */
const FIELD_CODE = /_|[a-z][A-Z]/

/** The names a list's column chooser offers (the chooser is opened, read and closed). */
async function columnChoices(staff: Page): Promise<string[]> {
  const toggle = staff.locator('.list-controls__toggle-columns')
  if (!(await toggle.isVisible())) return []
  await toggle.click()
  const pills = staff.locator('.pill-selector__pill')
  await pills.first().waitFor()
  const names = (await pills.allInnerTexts()).map((name) => name.trim()).filter(Boolean)
  await toggle.click()
  return names
}

/** The months as the admin writes them, in English and Bangla. */
const MONTHS = {
  en: 'January|February|March|April|May|June|July|August|September|October|November|December',
  bn: 'জানুয়ারি|ফেব্রুয়ারি|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর',
}
/** '26 November 2026' and '২৬ নভেম্বর ২০২৬', each with its time of day where the time is meant. */
const ADMIN_DATE = {
  en: { day: `\\d{1,2} (?:${MONTHS.en}) \\d{4}`, time: ', \\d{1,2}:\\d{2} (?:AM|PM)' },
  'bn-BD': {
    day: `[০-৯]{1,2} (?:${MONTHS.bn}) [০-৯]{4}`,
    time: ', [০-৯]{1,2}:[০-৯]{2} (?:পূর্বাহ্ন|অপরাহ্ন)',
  },
}

test.describe('at a desk', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'The phone run is the Bangla payment below.')
  })

  test('a payment is decided on its page: facts read-only, a rejection needs its reason, the e-mail is shown first', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000)
    const payment = await pendingPayment(page, await adminHeaders(page.request))
    const { staff, close } = await adminDesk(browser)
    try {
      await staff.goto(`/admin/collections/alumni-registrations/${payment.id}`)
      await expect(staff.locator('#field-transaction_id')).toBeDisabled()
      await expect(staff.locator('#field-amount')).toBeDisabled()
      await expect(staff.getByText('Paid with')).toBeVisible()
      await expect(staff.getByText('Bkash', { exact: true })).toHaveCount(0)

      await staff.getByRole('button', { name: `Reject the payment of ${payment.name}` }).click()
      const dialog = staff.getByRole('dialog', { name: 'Reject this payment?' })
      await dialog.getByRole('radio', { name: 'Your own words' }).check()
      await dialog.getByRole('button', { name: 'Reject and send the e-mail' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'Write why the payment is rejected; the member reads it in the e-mail.',
      )
      const reason = 'The transaction id belongs to a payment to another school.'
      await dialog.getByRole('textbox', { name: 'Your own words' }).fill(reason)
      await expect(dialog.locator('[data-email-preview]')).toContainText(`Reason: ${reason}`)
      await expect(dialog.locator('[data-email-preview]')).toContainText(
        `bKash transaction ${payment.transaction}`,
      )
      await dialog.getByRole('button', { name: 'Reject and send the e-mail' }).click()

      await expect(staff.locator('#field-status')).toContainText('Rejected')
      await expect(staff.locator('#field-decision_note')).toHaveValue(reason)
      await expect(
        staff.getByRole('button', { name: `Reject the payment of ${payment.name}` }),
      ).toHaveCount(0)
      const mail = await newestMail(payment.email)
      expect(mail.text).toContain(`Reason: ${reason}`)

      // Bulk edit offers the member's details, never the decision or the payment's facts.
      await staff.goto(
        `/admin/collections/alumni-registrations?search=${encodeURIComponent(payment.name)}`,
      )
      await staff.getByRole('row').filter({ hasText: payment.name }).getByRole('checkbox').check()
      await staff.getByRole('button', { name: 'Edit', exact: true }).click()
      const drawer = staff.getByRole('dialog', { name: 'edit-alumni-registrations' })
      await drawer.getByRole('combobox').click()
      const options = drawer.getByRole('option')
      await expect(options.filter({ hasText: /^Batch$/ })).toHaveCount(1)
      for (const hidden of [
        'Decision',
        'Reason for rejecting',
        'Transaction ID',
        'Membership fee',
        'Paid with',
        'Member',
      ])
        await expect(options.filter({ hasText: new RegExp(`^${hidden}$`) })).toHaveCount(0)
    } finally {
      await close()
    }
  })

  // Every field's label, help text and choice (what column choosers and dropdowns list) is read
  // from the config by a unit test (src/fields/plain-labels.test.ts); this walk reads what Payload
  // itself draws around them on each page. The pages are shared out over three tests.
  const WALK_PARTS = 3
  for (let part = 0; part < WALK_PARTS; part++)
    test(`the Bangla admin has no raw keys or code names in any list or form, and draws Bangla in a Bengali face (part ${part + 1} of ${WALK_PARTS})`, async ({
      browser,
    }) => {
      test.setTimeout(150_000)
      const { staff, close } = await adminDesk(browser, { language: 'bn-BD' })
      /** Words of Payload's Bangla that staff do not say, and text no screen should show. */
      const BANGLA_JARGON = ['লোকেল', 'পেলোড', 'টগল', 'undefined', 'UCS-2', 'আয়োজক']
      const CODE_NAMES = [
        'Publish_date',
        'Short_description',
        'Verified_by',
        'Decision_note',
        'Herosection_image',
        'Bkash',
        'Alumni registration',
        'Notice',
        'Image',
        'true',
        'false',
        'Content',
        'School',
        'Inbox',
        'People',
        'Settings',
        'Site settings',
        'Home page',
        'Student details',
        'Closing banner',
        'Lower numbers are shown first',
      ]
      try {
        const links = await staff
          .locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
          .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!))])
        expect(links.length).toBeGreaterThan(20)
        const pages = links
          .flatMap((href) =>
            href.startsWith('/admin/collections/') ? [href, `${href}/create`] : [href],
          )
          .filter((_, i) => i % WALK_PARTS === part)
        const problems: string[] = []
        for (const href of pages) {
          await staff.goto(href)
          await staff.locator('.template-default__wrap, main').first().waitFor()
          await staff.waitForLoadState('load')
          const text = await staff.locator('body').innerText()
          const raw = text.match(/\b[a-z]+:[a-z][A-Za-z]+(?::[A-Za-z]+)?\b/g) ?? []
          if (raw.length) problems.push(`${href}: raw key ${[...new Set(raw)].join(', ')}`)
          // Payload's own Bangla jargon, code words and a value that failed to arrive.
          const jargon = BANGLA_JARGON.filter((word) => text.includes(word))
          if (jargon.length) problems.push(`${href}: jargon ${jargon.join(', ')}`)
          const tabs = await staff.locator('.doc-tab').allInnerTexts()
          if (tabs.some((tab) => tab.trim() === 'API')) problems.push(`${href}: the API tab`)
          // Labels, headings, column heads, help texts and cells of yes/no columns (not content).
          const labels = (
            await staff
              .locator(
                'h1, label, th, .field-description, nav, .tabs-field__tab-button, .cell-pinned, .cell-is_featured',
              )
              .allInnerTexts()
          ).join('\n')
          const english = CODE_NAMES.filter((word) =>
            new RegExp(`(^|[\\s,.(])${word}(?=$|[\\s,.)])`, 'm').test(labels),
          )
          if (english.length) problems.push(`${href}: English ${english.join(', ')}`)
          // Labels, column heads, help texts and row numbers count in Bengali digits (a label
          // around a list of records is left out: its choices are the records' own names).
          const latinDigits = (
            await staff
              .locator(
                'label:not(:has(select)), th, .field-description, nav, .row-label, .blocks-field__block-number',
              )
              .allInnerTexts()
          ).filter((text) => /[0-9]/.test(text))
          if (latinDigits.length) problems.push(`${href}: Latin digits ${latinDigits.join(' | ')}`)
          const objects = await staff.evaluate(() =>
            document.body.outerHTML.includes('[object Object]'),
          )
          if (objects) problems.push(`${href}: [object Object]`)
        }
        expect(problems).toEqual([])
        if (part > 0) return

        await staff.goto('/admin/collections/notices/create')
        // The page's breadcrumb is always drawn (the side menu may be closed by then), once its
        // web font is loaded.
        const crumb = 'header a[href="/admin/collections/notices"]'
        await expect(staff.locator(crumb)).toBeVisible()
        await staff.evaluate(() => document.fonts.ready)
        const drawn = await fontsDrawing(staff, crumb)
        expect(
          drawn.filter((font) => font.glyphCount > 0).some(drawsBengali),
          JSON.stringify(drawn),
        ).toBe(true)
      } finally {
        await close()
      }
    })

  test('dates read day-month-year with the year, in the panel language’s digits, and sort buttons name their column', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000)
    const headers = await adminHeaders(page.request)
    const subject = `Library hours ${unique()}`
    const created = await page.request.post('/api/contact-messages', {
      headers,
      data: { name: 'Shirin Akter', email: 'shirin@example.com', subject, message: 'When?' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc: message } = (await created.json()) as { doc: { id: number } }
    for (const [language, sortTitle] of [
      ['en', 'Sort by Title Ascending'],
      ['bn-BD', /শিরোনাম/],
    ] as const) {
      // An office computer keeps school time.
      const { staff, close } = await adminDesk(browser, { language, timezoneId: 'Asia/Dhaka' })
      const date = ADMIN_DATE[language]
      try {
        await staff.goto('/admin')
        const messages = staff.locator('[data-queue="messages"]').getByRole('listitem')
        await expect(messages.filter({ hasText: subject })).toContainText(
          new RegExp(` · ${date.day}$`),
        )

        await staff.goto('/admin/collections/news?sort=-publish_date')
        const firstRow = staff.locator('.table tbody tr').first()
        await expect(firstRow.locator('.cell-publish_date')).toHaveText(new RegExp(`^${date.day}$`))
        const sortButtons = staff.locator('.sort-column__buttons button')
        await expect(sortButtons.first()).toBeVisible()
        const sortLabels = await sortButtons.evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute('aria-label') ?? ''),
        )
        expect(sortLabels.filter((label) => label.includes('[object Object]'))).toEqual([])
        expect(
          sortLabels.some((label) => new RegExp(sortTitle).test(label)),
          sortLabels.join(),
        ).toBe(true)

        await firstRow.locator('a').first().click()
        await expect(staff.locator('.doc-controls__value').first()).toHaveText(
          new RegExp(`^${date.day}${date.time}$`),
        )

        // The picture list offers its columns in plain words, without file bookkeeping.
        await staff.goto('/admin/collections/media')
        const columns = await columnChoices(staff)
        expect(columns.length).toBeGreaterThan(3)
        expect(
          columns.filter(
            (column) =>
              FIELD_CODE.test(column) ||
              /MIME|URL|Prefix|Key|Sizes|Focal/.test(column) ||
              (language !== 'en' && LATIN_WORD.test(column)),
          ),
        ).toEqual([])

        // A document's file type reads as a name, not a MIME type such as application/pdf.
        await staff.goto('/admin/collections/documents')
        const fileTypes = staff.locator('.table tbody .cell-mimeType')
        await expect(fileTypes.first()).toBeVisible()
        expect((await fileTypes.allTextContents()).filter((text) => text.includes('/'))).toEqual([])
        // Its size reads in kilobytes or megabytes, in the panel's words and digits.
        const size = language === 'en' ? /^[\d.,]+ (KB|MB)$/ : /^[০-৯.,]+ (কিলোবাইট|মেগাবাইট)$/
        const sizes = await staff.locator('.table tbody .cell-filesize').allTextContents()
        expect(sizes.length).toBeGreaterThan(0)
        expect(sizes.filter((text) => !size.test(text.trim()))).toEqual([])
      } finally {
        await close()
      }
    }
    await page.request.delete(`/api/contact-messages/${message.id}`, { headers })
  })

  test('Bengali digits typed into a number, a phone or a pasted number go in as a number', async ({
    browser,
  }) => {
    const { staff, close } = await adminDesk(browser, { language: 'bn-BD' })
    try {
      await staff.goto('/admin/collections/alumni/create')
      const year = staff.locator('#field-passing_year')
      await year.click()
      await staff.keyboard.type('২০০৬')
      await expect(year).toHaveValue('2006')
      await year.fill('')
      // As a phone's keyboard or a paste puts several digits in at once.
      await year.focus()
      await staff.keyboard.insertText('১৯৯৮')
      await expect(year).toHaveValue('1998')
      // Text in Bangla keeps its own digits.
      const name = staff.locator('#field-name')
      await name.click()
      await staff.keyboard.type('রাশেদ ২০০৬')
      await expect(name).toHaveValue('রাশেদ ২০০৬')

      await staff.goto('/admin/globals/site')
      const phone = staff.locator('#field-application_phone')
      await phone.fill('')
      await phone.click()
      await staff.keyboard.type('০১৭১১-০০০১১১')
      await expect(phone).toHaveValue('01711-000111')
    } finally {
      await close()
    }
  })

  test('in Bangla the date picker, repeated rows, record headings and the audit log read in Bangla words and digits, in a Bengali face', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000)
    const headers = await adminHeaders(page.request)
    const BANGLA_WORDS = /^[\u0980-\u09FF\s.,:;()#+\-–—/।]+$/
    const LATIN_DIGIT = /[0-9]/

    // Staff change a registration (audited); the log says so in the panel's words.
    const { docs } = (await (
      await page.request.get('/api/event-registrations?limit=1&depth=0', { headers })
    ).json()) as { docs: { id: number; phone: string }[] }
    const registration = docs[0]!
    const phone = registration.phone
    const changed = await page.request.patch(`/api/event-registrations/${registration.id}`, {
      headers,
      data: { phone: phone.endsWith('9') ? `${phone.slice(0, -1)}8` : `${phone.slice(0, -1)}9` },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    await page.request.patch(`/api/event-registrations/${registration.id}`, {
      headers,
      data: { phone },
    })

    const { staff, close } = await adminDesk(browser, { language: 'bn-BD' })
    try {
      await staff.goto('/admin/collections/audit-log')
      const summary = staff.locator('.table tbody tr').first().locator('.cell-summary')
      await expect(summary).toHaveText(/^অনুষ্ঠানের নিবন্ধন #[০-৯]+ বদলেছে: ফোন$/)
      const entry = staff.locator('.table tbody tr').first().locator('a').first()
      await staff.goto((await entry.getAttribute('href'))!)
      // An entry is headed by its date, in Bengali digits, not by its record number.
      await expect(staff.locator('h1')).toHaveText(/^[০-৯]{1,2} [\u0980-\u09FF]+ [০-৯]{4}, /)
      await expect(staff.locator('main')).toContainText(/অনুষ্ঠানের নিবন্ধন #[০-৯]+ বদলেছে: ফোন/)

      // A reunion registration is headed by the member's name; its people are numbered in Bangla.
      await staff.goto('/admin/collections/reunion-registrations')
      // Opened by its address: the list's heading would also pass the check below.
      const newest = staff.locator('.table tbody tr').first().locator('a').first()
      await staff.goto((await newest.getAttribute('href'))!)
      await expect(staff).toHaveURL(/\/admin\/collections\/reunion-registrations\/\d+/)
      await expect(staff.locator('h1')).not.toHaveText(/^\s*[\d০-৯]+\s*$/)
      await expect(staff.locator('.row-label').first()).toHaveText(/^ব্যক্তি [০-৯]{2}$/)

      // The date picker: its calendar, time column and announcement in Bangla words and digits.
      await staff.goto('/admin/collections/alerts/create')
      await staff.locator('.react-datepicker__input-container input').first().click()
      const calendar = staff.locator('.react-datepicker')
      await expect(calendar).toBeVisible()
      await expect(calendar).toContainText('সময়')
      const calendarText = await calendar.innerText()
      expect(calendarText).not.toMatch(LATIN_DIGIT)
      expect(calendarText).not.toMatch(/\bTime\b/)
      const names = await calendar
        .locator('[aria-label]')
        .evaluateAll((named) => named.map((element) => element.getAttribute('aria-label') ?? ''))
      expect(names.filter((name) => /[A-Za-z]{3,}|[0-9]/.test(name))).toEqual([])
      await calendar
        .locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)')
        .nth(14)
        .click()
      await calendar
        .locator('.react-datepicker__time-list-item', { hasText: /^১০:০০ পূর্বাহ্ন/ })
        .click()
      const announced = staff.locator('.react-datepicker__aria-live')
      await expect(announced.filter({ hasText: 'বেছে নেওয়া তারিখ' })).toHaveText(
        /^বেছে নেওয়া তারিখ: [^0-9]+$/,
      )
      expect((await announced.allTextContents()).join(' ')).not.toMatch(/Selected|[0-9]/)
      // The chosen day reads day first, as every date in the panel does.
      await expect(staff.locator('.react-datepicker__input-container input').first()).toHaveValue(
        /^\d{1,2} [\u0980-\u09FF]+ \d{4}, \d{1,2}:\d{2} [\u0980-\u09FF]+$/,
      )

      // A refused save's toast, and the rich-text editor, draw Bangla in a Bengali face.
      await staff.getByRole('button', { name: 'সংরক্ষণ করুন' }).first().click()
      const toast = staff.locator('.payload-toast-item').first()
      await expect(toast).toBeVisible()
      expect(BANGLA_WORDS.test((await toast.innerText()).replace(/\n/g, ' ').trim())).toBe(true)
      const toastFonts = await fontsDrawing(staff, '.payload-toast-item')
      expect(toastFonts.some(drawsBengali), JSON.stringify(toastFonts)).toBe(true)

      await staff.goto('/admin/collections/news/create')
      const editor = staff.locator('.ContentEditable__root').first()
      await editor.click()
      await staff.keyboard.type('বার্ষিক ক্রীড়া প্রতিযোগিতা')
      await expect(editor).toContainText('বার্ষিক')
      const editorFonts = await fontsDrawing(staff, '.ContentEditable__root p')
      expect(editorFonts.some(drawsBengali), JSON.stringify(editorFonts)).toBe(true)
    } finally {
      await close()
    }
  })

  test('the panel language chosen on one computer is the one the panel opens in on another', async ({
    browser,
    page,
  }) => {
    const headers = await adminHeaders(page.request)
    const account = {
      name: `Office ${unique()}`,
      email: `office.${unique()}@example.com`,
      password: `Kite-${unique()}-river`,
      roles: ['editor'],
    }
    const created = await page.request.post('/api/admins', { headers, data: account })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = ((await created.json()) as { doc: { id: number } }).doc
    const computer = async () => {
      const context = await browser.newContext()
      const staff = await context.newPage()
      await staff.goto('/admin/login')
      await staff.getByLabel(/Email|ই-মেইল/).fill(account.email)
      await staff.getByLabel(/Password|পাসওয়ার্ড/).fill(account.password)
      await staff.locator('button[type="submit"]').click()
      await staff.waitForURL(/\/admin$/)
      return { context, staff }
    }
    const language = async () => {
      const response = await page.request.get(`/api/admins/${id}?depth=0`, { headers })
      return ((await response.json()) as { panel_language: string | null }).panel_language
    }
    const office = await computer()
    try {
      await office.staff.goto('/admin/account')
      await office.staff.locator('.rs__control:has(#language-select)').click()
      await office.staff.locator('.rs__option', { hasText: 'বাংলা' }).click()
      await expect.poll(language).toBe('bn-BD')

      // A phone the person never used the panel on opens it in Bangla.
      const phone = await computer()
      try {
        await expect
          .poll(async () =>
            (await phone.context.cookies()).find((cookie) => cookie.name === 'payload-lng'),
          )
          .toMatchObject({ value: 'bn-BD' })
        await expect(phone.staff.getByRole('region', { name: 'আজ' })).toBeVisible()
      } finally {
        await phone.context.close()
      }
    } finally {
      await office.context.close()
      await page.request.delete(`/api/admins/${id}`, { headers })
    }
  })

  test('a file that is not a picture is refused in plain words, in English and Bangla', async ({
    browser,
  }) => {
    const pdf = Buffer.from('%PDF-1.7\n% a circular, not a photo\n')
    for (const [language, message] of [
      [
        'en',
        'This file is not a picture the site can show. Choose a JPEG, PNG, WebP or AVIF photo.',
      ],
      ['bn-BD', 'এই ফাইলটি সাইটে দেখানোর মতো ছবি নয়। JPEG, PNG, WebP বা AVIF ছবি বেছে নিন।'],
    ] as const) {
      const { staff, close } = await adminDesk(browser, { language })
      try {
        await staff.goto('/admin/collections/media/create')
        // The panel asks the server for the form's state a moment after each change; an answer
        // arriving after the save's refusal would replace the field's error, so the save waits
        // until none is under way and none has started for half a second (the panel's pause).
        const formState = { open: 0, lastSeen: Date.now() }
        const isFormState = (request: Request) =>
          request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/admin/')
        const seen = (change: number) => (request: Request) => {
          if (!isFormState(request)) return
          formState.open += change
          formState.lastSeen = Date.now()
        }
        staff.on('request', seen(1))
        staff.on('requestfinished', seen(-1))
        staff.on('requestfailed', seen(-1))
        await staff.locator('input[type="file"]').setInputFiles({
          name: 'routine.png',
          mimeType: 'image/png',
          buffer: pdf,
        })
        await staff.locator('#field-alt').fill('Exam routine')
        await expect
          .poll(() => formState.open === 0 && Date.now() - formState.lastSeen > 500)
          .toBe(true)
        const refused = staff.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === '/api/media',
        )
        await staff.keyboard.press('ControlOrMeta+s')
        expect((await refused).status()).toBe(400)
        await expect(staff.getByText(message).first()).toBeVisible()
        await expect(staff.getByText(/MIME/)).toHaveCount(0)
      } finally {
        await close()
      }
    }
  })

  test('a picture is found by its original name and description, and a second upload of it is flagged', async ({
    browser,
    page,
  }) => {
    const headers = await adminHeaders(page.request)
    const tag = unique()
    const bytes = await pictureOf(tag, 12, 8)
    const first = await uploadPicture(
      page.request,
      headers,
      `Prize giving ${tag}.png`,
      `Prize giving ${tag}`,
      bytes,
    )
    const again = await uploadPicture(
      page.request,
      headers,
      `IMG_${tag}.png`,
      `Headteacher with the winners ${tag}`,
      bytes,
    )
    const { staff, close } = await adminDesk(browser)
    try {
      await staff.goto(
        `/admin/collections/media?search=${encodeURIComponent(`Prize giving ${tag}`)}`,
      )
      await expect(
        staff.locator(`a[href="/admin/collections/media/${first}"]`).first(),
      ).toBeVisible()
      await staff.goto(`/admin/collections/media?search=IMG_${tag}`)
      await expect(
        staff.locator(`a[href="/admin/collections/media/${again}"]`).first(),
      ).toBeVisible()
      await staff.goto(`/admin/collections/media?search=${encodeURIComponent(`winners ${tag}`)}`)
      await expect(
        staff.locator(`a[href="/admin/collections/media/${again}"]`).first(),
      ).toBeVisible()

      await staff.goto(`/admin/collections/media/${again}`)
      const warning = staff.locator('[data-same-picture]')
      await expect(warning).toContainText('This picture has been uploaded before.')
      await expect(warning.getByRole('link', { name: `Prize giving ${tag}` })).toHaveAttribute(
        'href',
        `/admin/collections/media/${first}`,
      )
      await expect(staff.locator('#field-original_name')).toHaveValue(`IMG_${tag}.png`)
      // Kept from the upload: read, not edited; no member uploaded it, so no member is shown.
      await expect(staff.locator('#field-original_name')).toBeDisabled()
      await expect(staff.locator('#field-owner')).toHaveCount(0)
    } finally {
      await close()
    }
  })
})

test('a picture already stored is flagged as soon as the file is chosen, before saving, in English and Bangla', async ({
  browser,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The picture library is checked at a desk.')
  const headers = await adminHeaders(page.request)
  const tag = unique()
  const bytes = await pictureOf(tag, 10, 6)
  const stored = await uploadPicture(
    page.request,
    headers,
    `Sports day ${tag}.png`,
    `Sports day ${tag}`,
    bytes,
  )
  for (const [language, message] of [
    ['en', 'This picture is already stored.'],
    ['bn-BD', 'এই ছবিটি আগে থেকেই সংরক্ষিত আছে।'],
  ] as const) {
    const { staff, close } = await adminDesk(browser, { language })
    try {
      await staff.goto('/admin/collections/media/create')
      // A new picture has no original name or uploading member yet: neither is offered.
      await expect(staff.locator('#field-alt')).toBeVisible()
      await expect(staff.locator('#field-original_name')).toHaveCount(0)
      await expect(staff.locator('#field-owner')).toHaveCount(0)
      await staff.locator('input[type="file"]').setInputFiles({
        name: `IMG_${tag}.png`,
        mimeType: 'image/png',
        buffer: bytes,
      })
      const warning = staff.locator('[data-same-file]')
      await expect(warning).toContainText(message)
      await expect(warning.getByRole('link', { name: `Sports day ${tag}` })).toHaveAttribute(
        'href',
        `/admin/collections/media/${stored}`,
      )
      // Nothing was uploaded: the form is still the new picture's.
      await expect(staff).toHaveURL(/\/admin\/collections\/media\/create/)
    } finally {
      await close()
    }
  }
})

test(
  'on a phone in Bangla, a payment is approved on its page after seeing the e-mail',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'One phone run is enough.')
    test.setTimeout(90_000)
    const payment = await pendingPayment(page, await adminHeaders(page.request))
    const { staff, close } = await adminDesk(browser, {
      viewport: { width: 390, height: 844 },
      language: 'bn-BD',
    })
    try {
      await staff.goto(`/admin/collections/alumni-registrations/${payment.id}`)
      await expect(staff.getByText('পেমেন্টের মাধ্যম').first()).toBeVisible()
      await staff.getByRole('button', { name: `${payment.name}-এর পেমেন্ট অনুমোদন করুন` }).click()
      const dialog = staff.getByRole('dialog', { name: 'এই পেমেন্ট অনুমোদন করবেন?' })
      await expect(dialog.locator('[data-email-preview]')).toContainText(payment.transaction)
      // The dialog fits the phone's width; its buttons can be reached.
      const box = await dialog.boundingBox()
      expect(box && box.width <= 390, JSON.stringify(box)).toBe(true)
      await expect(dialog.getByRole('button', { name: 'অনুমোদন করে ই-মেইল পাঠান' })).toBeVisible()
      await dialog.getByRole('button', { name: 'অনুমোদন করে ই-মেইল পাঠান' }).click()
      await expect(staff.locator('#field-status')).toContainText('অনুমোদিত')
      const mail = await newestMail(payment.email)
      expect(mail.subject).toMatch(/^Membership approved: /)
    } finally {
      await close()
    }
  },
)

test(
  'on a phone the admin fits the screen: no sideways scrolling on a payment or the Today page',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'A phone check.')
    test.setTimeout(90_000)
    const payment = await pendingPayment(page, await adminHeaders(page.request))
    for (const language of ['en', 'bn-BD'] as const) {
      const { staff, close } = await adminDesk(browser, {
        viewport: { width: 390, height: 844 },
        language,
      })
      try {
        for (const href of [`/admin/collections/alumni-registrations/${payment.id}`, '/admin']) {
          await staff.goto(href)
          await staff.locator('.template-default__wrap, main').first().waitFor()
          await staff.waitForLoadState('networkidle')
          const width = await staff.evaluate(() => document.documentElement.scrollWidth)
          expect(width, `${language} ${href}`).toBeLessThanOrEqual(390)
        }
      } finally {
        await close()
      }
    }
  },
)
