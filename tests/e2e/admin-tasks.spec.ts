/**
 * The office's ten tasks in the admin, done as an office assistant would at a 1280 px desk in
 * the English and then the Bangla admin, through the panel alone: every click, filled field,
 * chosen file and confirmation is counted, each task is timed from its first step to its visible
 * success, and its result is checked where visitors, members or guardians meet it. The table of
 * steps and times is printed and written to test-results/admin-tasks.md; a task that costs more
 * steps than the office's last walk through the admin (15, 13, 5 and 12) fails.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { SECONDARY_SUBJECTS } from '@seed/factories'
import { circularPdf } from '@seed/pdf'

import { TODAY_TEXT } from '@/features/today/admin/today-text'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'

import { adminDesk, adminHeaders, expect, newestMail, newMember, signIn, unique } from './support'

const TASKS = {
  news: { name: 'News with a picture in two languages', before: 15 },
  notice: { name: 'Pinned notice with a PDF', before: 13 },
  payments: { name: 'Approve one and reject one of two payments', before: 5 },
  schedule: { name: 'Schedule a news item for tomorrow 10:00', before: 12 },
  reply: { name: 'Reply to a visitor’s message from Today', before: null },
  event: { name: 'Event tomorrow 10:00 with 40 seats', before: null },
  export: { name: 'Download one event’s registrations', before: null },
  broadcast: { name: 'SMS to class 9’s guardians, cost confirmed', before: null },
  results: { name: 'Import one class’s results', before: null },
  officer: { name: 'New phone of the information officer', before: null },
} as const satisfies Record<string, { name: string; before: number | null }>
type TaskId = keyof typeof TASKS

/** What the panel's buttons say in each admin language (the rest is found by field or address). */
const PANELS = [
  {
    language: 'en',
    text: TODAY_TEXT.en,
    createNew: 'Create New',
    selectFile: 'Select a file',
    save: 'Save',
    schedule: 'Schedule Publish',
    exportHeading: 'Download registrations',
    eventLabel: 'Event',
    download: 'Download',
    broadcastTitle: 'Title',
    broadcastMessage: 'Message',
    classNine: 'Class 9',
    sendOption: 'Send (now, or at the time set)',
    sendQuestion: 'Send this broadcast?',
    send: 'Send',
    importHeading: 'Import results',
    importClass: 'Class',
    classSeven: 'Class 7',
    resultsFile: 'Results file',
    importSubmit: 'Check and import',
    imported: 'Imported 5 results for Class 7.',
    officersTab: 'Information & grievance',
  },
  {
    language: 'bn-BD',
    text: TODAY_TEXT.bn,
    createNew: 'নতুন তৈরি করুন',
    selectFile: 'একটি ফাইল নির্বাচন করুন',
    save: 'সংরক্ষণ করুন',
    schedule: 'প্রকাশের সময়সূচী নির্ধারণ করুন',
    exportHeading: 'নিবন্ধনের তালিকা ডাউনলোড',
    eventLabel: 'অনুষ্ঠান',
    download: 'ডাউনলোড',
    broadcastTitle: 'শিরোনাম',
    broadcastMessage: 'বার্তা',
    classNine: 'শ্রেণি ৯',
    sendOption: 'পাঠান (এখনই, বা নির্ধারিত সময়ে)',
    sendQuestion: 'বার্তাটি পাঠাবেন?',
    send: 'পাঠান',
    importHeading: 'ফলাফল আমদানি',
    importClass: 'শ্রেণি',
    classSeven: 'শ্রেণি ৭',
    resultsFile: 'ফলাফলের ফাইল',
    importSubmit: 'যাচাই করে আমদানি করুন',
    imported: 'শ্রেণি ৭-এর ৫টি ফলাফল আমদানি হয়েছে।',
    officersTab: 'তথ্য ও অভিযোগ',
  },
] as const
type Panel = (typeof PANELS)[number]

type Walked = { steps: string[]; ms: number }
const walked: Record<string, Partial<Record<TaskId, Walked>>> = {}

/** A task as a person does it: each counted step named, the time from the first to success. */
class Walk {
  readonly steps: string[] = []
  private started = 0

  async step(label: string, act: () => Promise<unknown>) {
    this.begin()
    this.steps.push(label)
    await act()
  }

  /** The task's clock starts at its first step. */
  begin() {
    if (this.steps.length === 0) this.started = Date.now()
  }

  /** Counts a step already taken (one retried until the panel let it through). */
  taken(label: string) {
    this.begin()
    this.steps.push(label)
  }

  /** Waits for what the person sees when the task is done, and keeps the count and time. */
  async done(language: string, task: TaskId, success: () => Promise<unknown>) {
    await success()
    const result = { steps: this.steps, ms: Date.now() - this.started }
    ;(walked[language] ??= {})[task] = result
    return result
  }
}

const DAY = 24 * 60 * 60 * 1000

/** The day in Dhaka of an instant, as YYYY-MM-DD. */
const dhakaDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(at)

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'

const bengaliDigits = (text: string) =>
  text.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!)

/** `text` in the digits of the panel's language. */
const panelDigits = (panel: Panel, text: string) =>
  panel.language === 'bn-BD' ? bengaliDigits(text) : text

/**
 * '28 November 2026, 10:00 AM' ('২৮ নভেম্বর ২০২৬, ১০:০০ পূর্বাহ্ন'): a Dhaka day at 10:00 as the
 * admin writes it, day-month-year with the time, in the panel language's digits.
 */
function atTenInPanel(panel: Panel, at: Date) {
  const [year, , day] = dhakaDay(at).split('-')
  const month = new Intl.DateTimeFormat(panel.language, {
    month: 'long',
    timeZone: SCHOOL_TIME_ZONE,
  }).format(at)
  const morning = panel.language === 'bn-BD' ? 'পূর্বাহ্ন' : 'AM'
  return panelDigits(panel, `${Number(day)} ${month} ${year}, 10:00 ${morning}`)
}

/** Follows a link of the side menu from Today, opening the menu first when it is closed. */
async function fromMenu(walk: Walk, staff: Page, href: string, label: string) {
  await staff.goto('/admin')
  await expect(staff.locator('[data-queue="payments"]')).toBeVisible()
  // Below 1440 px the panel closes its menu once its script has measured the window; a closed
  // menu stays in the page, inert. The person opens it (one step, however late it closes).
  const link = staff.locator(`nav a[href="${href}"]`)
  const toggler = staff.locator('.template-default__nav-toggler')
  const closed = () => link.evaluate((element) => element.closest('[inert]') !== null)
  let opened = false
  walk.begin()
  await expect(async () => {
    if (await closed()) {
      if (opened) await toggler.click()
      else await walk.step('open the menu', () => toggler.click())
      opened = true
    }
    await link.click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  walk.taken(`"${label}" in the menu`)
}

/** Opens a collection's list from the side menu and waits for it, as a person does. */
async function listFromMenu(walk: Walk, staff: Page, collection: string) {
  await fromMenu(walk, staff, `/admin/collections/${collection}`, collection)
  // A person waits for the list to show (Payload settles its address first) before going on.
  await expect(staff.locator('.collection-list table')).toBeVisible()
  await staff.waitForLoadState('networkidle')
}

/** Opens a collection's list from the side menu, then a new document of it. */
async function openFromMenu(walk: Walk, staff: Page, collection: string) {
  await listFromMenu(walk, staff, collection)
  await walk.step('Create new', () =>
    staff.locator(`a[href="/admin/collections/${collection}/create"]`).first().click(),
  )
  await expect(staff).toHaveURL(new RegExp(`/${collection}/create`))
}

/** Tomorrow at 10:00 in Dhaka. */
const tomorrowAtTen = () => new Date(Date.parse(`${dhakaDay(new Date())}T10:00:00+06:00`) + DAY)

/** Picks tomorrow and 10:00 in a day-and-time picker, opened from `input`: three steps. */
async function pickTomorrowAtTen(walk: Walk, staff: Page, input: Locator) {
  const [, month, day] = dhakaDay(tomorrowAtTen()).split('-')
  const sameMonth = dhakaDay(new Date()).split('-')[1] === month
  await walk.step('open the date and time picker', () => input.click())
  const picker = staff.locator('.react-datepicker')
  await walk.step("tomorrow's date", () =>
    picker
      .locator(
        `.react-datepicker__day--0${day}${sameMonth ? ':not(.react-datepicker__day--outside-month)' : '.react-datepicker__day--outside-month'}`,
      )
      .last()
      .click(),
  )
  // The list runs from midnight at the field's interval (5 or 30 minutes): 10:00 is 10/24 down.
  const times = picker.locator('.react-datepicker__time-list-item')
  const atTen = ((await times.count()) * 10) / 24
  await walk.step('10:00', () => times.nth(atTen).click())
}

/** Chooses a file in the open drawer's file dialog: one step, as picking a file is. */
async function chooseFile(walk: Walk, staff: Page, panel: Panel, label: string, file: string) {
  await walk.step(label, async () => {
    const chooser = staff.waitForEvent('filechooser')
    await staff
      .locator('.drawer--is-open')
      .getByRole('button', { name: panel.selectFile, exact: true })
      .click()
    await (await chooser).setFiles(file)
  })
}

async function saveDrawer(walk: Walk, staff: Page, panel: Panel, label: string) {
  const drawer = staff.locator('.drawer--is-open')
  await walk.step(label, () =>
    drawer
      .getByRole('button', { name: panel.save, exact: true })
      .filter({ visible: true })
      .first()
      .click(),
  )
  await expect(drawer).toHaveCount(0)
}

const richText = (staff: Page) => staff.locator('[data-lexical-editor="true"]').first()

/**
 * Types into the rich-text field and waits until the form has it: the field hands its text to the
 * form when the browser is next idle (Payload's `useRunDeprioritized`, at most 500 ms later), so a
 * save clicked sooner, as only a test is quick enough to do, would leave the text out. An idle
 * callback asked for now runs after the field's; a second one, once the form has taken the text.
 */
async function fillRichText(staff: Page, text: string) {
  await richText(staff).fill(text)
  await staff.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), {
          timeout: 2000,
        }),
      ),
  )
}

/** The id in the address of the document on screen once it has been saved. */
async function savedId(staff: Page, collection: string) {
  await expect(staff).toHaveURL(new RegExp(`/${collection}/\\d+`))
  return Number(new RegExp(`/${collection}/(\\d+)`).exec(staff.url())![1])
}

/** Published: the document has an address and nothing is left to publish. */
async function published(staff: Page, collection: string) {
  const id = await savedId(staff, collection)
  await expect(staff.locator('#action-save')).toBeDisabled()
  return id
}

/** Two pending bKash payments of one member, sent through the member's own API. */
async function twoPendingPayments(page: Page, tag: string) {
  const member = await newMember(page, 'Sumaiya', tag)
  const login = await page.request.post('/api/v1/login', {
    data: { email: member.email, password: member.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const networks = (await (await page.request.get('/api/v1/alumni-resourse')).json()) as {
    data: { id: number }[]
  }
  const payments = [`Sumaiya Akter ${tag}`, `Sumaiya Begum ${tag}`].map((name, i) => ({
    name,
    transaction: `${i + 7}${tag.slice(-9)}`,
    network: networks.data[i]!.id,
  }))
  for (const payment of payments) {
    const sent = await page.request.post('/api/v1/alumni/store', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        id: payment.network,
        name: payment.name,
        passing_year: 2016,
        degree: 'BSc',
        batch: 'SSC 2016',
        job_title: 'Officer',
        current_profession: 'Banking',
        company_name: 'Demo Bank Ltd',
        email: member.email,
        payment_method: 'Bkash',
        transaction_id: payment.transaction,
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
  }
  return { member, payments }
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The tasks are timed at a desk.')
})

for (const panel of PANELS) {
  test(`the office's five tasks in the ${panel.language} admin, counted and timed`, async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000)
    const tag = unique()
    const picture = testInfo.outputPath('sports-day.jpg')
    const circular = testInfo.outputPath('winter-holiday.pdf')
    await mkdir(path.dirname(picture), { recursive: true })
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toFile(picture)
    await writeFile(
      circular,
      circularPdf({
        school: 'Padmapar Ideal School',
        title: 'Winter holiday',
        date: '20 December 2026',
        paragraphs: ['The school is closed from 20 to 31 December.'],
        signature: 'Headteacher',
      }),
    )
    const { member, payments } = await twoPendingPayments(page, tag)
    const { staff, close } = await adminDesk(browser, {
      language: panel.language,
      timezoneId: SCHOOL_TIME_ZONE,
    })
    try {
      // 1. News with a picture, in English and Bangla.
      const news = {
        en: `Sports day ${tag}`,
        enBody: 'Students ran, jumped and cheered all morning.',
        bn: `ক্রীড়া দিবস ${tag}`,
        bnBody: 'শিক্ষার্থীরা সারা সকাল দৌড়াল, লাফাল আর আনন্দ করল।',
        alt: `Students at the sports day ${tag}`,
      }
      let walk = new Walk()
      await openFromMenu(walk, staff, 'news')
      await walk.step('English title', () => staff.locator('#field-title').fill(news.en))
      await walk.step('Create new picture', () =>
        staff
          .locator('.field-type.upload')
          .getByRole('button', { name: panel.createNew, exact: true })
          .click(),
      )
      await chooseFile(walk, staff, panel, 'choose the picture file', picture)
      await walk.step('picture description', () =>
        staff.locator('.drawer--is-open [id^="field-alt"]').fill(news.alt),
      )
      // The drawer offers what staff write; the upload's own records are not empty fields here.
      for (const kept of ['original_name', 'owner'])
        await expect(staff.locator(`.drawer--is-open [id^="field-${kept}"]`)).toHaveCount(0)
      await saveDrawer(walk, staff, panel, 'save the picture')
      await walk.step('English text', () => fillRichText(staff, news.enBody))
      await walk.step('Save draft', () => staff.locator('#action-save-draft').click())
      await savedId(staff, 'news')
      await walk.step('open the language menu', () =>
        staff.locator('.localizer .popup-button').click(),
      )
      await walk.step('choose বাংলা', () =>
        staff.locator('.localizer__locale-code[data-locale="bn"]').click(),
      )
      await expect(staff).toHaveURL(/[?&]locale=bn\b/)
      await walk.step('Bangla title', () => staff.locator('#field-title').fill(news.bn))
      await walk.step('Bangla text', () => fillRichText(staff, news.bnBody))
      await walk.step('Publish', () => staff.locator('#action-save').click())
      let newsId = 0
      await walk.done(panel.language, 'news', async () => {
        newsId = await published(staff, 'news')
      })
      for (const [prefix, title, body] of [
        ['', news.en, news.enBody],
        ['/bn', news.bn, news.bnBody],
      ] as const) {
        await page.goto(`${prefix}/news/${newsId}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.getByText(body)).toBeVisible()
        const shown = page.getByRole('img', { name: news.alt }).first()
        await expect(shown).toBeVisible()
        expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      }

      // 2. A pinned notice with a PDF.
      const notice = { title: `Winter holiday ${tag}`, file: `Holiday circular ${tag} (PDF)` }
      walk = new Walk()
      await openFromMenu(walk, staff, 'notices')
      await walk.step('title', () => staff.locator('#field-title').fill(notice.title))
      await walk.step('open the category list', () => staff.locator('#field-category').click())
      await walk.step('choose "Holiday"', () =>
        staff.getByRole('option', { name: 'Holiday', exact: true }).click(),
      )
      await walk.step('text', () =>
        fillRichText(staff, 'The school is closed from 20 to 31 December.'),
      )
      await walk.step('Create new attachment', () =>
        staff
          .locator('.field-type.upload')
          .getByRole('button', { name: panel.createNew, exact: true })
          .click(),
      )
      await chooseFile(walk, staff, panel, 'choose the PDF', circular)
      await walk.step('file title', () =>
        staff.locator('.drawer--is-open [id^="field-title"]').fill(notice.file),
      )
      await saveDrawer(walk, staff, panel, 'save the file')
      await walk.step('Pinned to the top', () => staff.locator('#field-pinned').check())
      await walk.step('Publish', () => staff.locator('#action-save').click())
      let noticeId = 0
      await walk.done(panel.language, 'notice', async () => {
        noticeId = await published(staff, 'notices')
      })
      await page.goto(`/notices/${noticeId}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title)
      await expect(page.getByRole('main').getByText('Pinned', { exact: true })).toBeVisible()
      const link = page.getByRole('link', {
        name: new RegExp(notice.file.replace(/[()]/g, '\\$&')),
      })
      const file = await page.request.get((await link.getAttribute('href'))!)
      expect(file.headers()['content-type']).toContain('application/pdf')
      // An English-only pinned notice would stand in every later test's Bangla notices.
      const removed = await request.delete(
        `/api/notices?where[title][equals]=${encodeURIComponent(notice.title)}`,
        { headers: await adminHeaders(request) },
      )
      expect(removed.status()).toBe(200)

      // 3. Approve one payment and reject the other, with a reason.
      const text = panel.text
      const [approved, rejected] = payments as [(typeof payments)[0], (typeof payments)[0]]
      const queue = staff.locator('[data-queue="payments"]')
      walk = new Walk()
      await staff.goto('/admin')
      await walk.step('Approve', () =>
        queue.getByRole('button', { name: text.approveFor(approved.name) }).click(),
      )
      await walk.step('confirm: approve and send the e-mail', () =>
        staff
          .getByRole('dialog', { name: text.approveTitle })
          .getByRole('button', { name: text.confirmApprove })
          .click(),
      )
      await expect(queue.getByText(approved.name)).toHaveCount(0)
      await walk.step('Reject', () =>
        queue.getByRole('button', { name: text.rejectFor(rejected.name) }).click(),
      )
      const rejecting = staff.getByRole('dialog', { name: text.rejectTitle })
      await walk.step('choose a reason', () =>
        rejecting.getByRole('radio', { name: text.reasonPresets[1] }).check(),
      )
      await walk.step('confirm: reject and send the e-mail', () =>
        rejecting.getByRole('button', { name: text.confirmReject }).click(),
      )
      await walk.done(panel.language, 'payments', async () => {
        await expect(rejecting).toBeHidden()
        await expect(queue.getByText(rejected.name)).toHaveCount(0)
      })
      // The member reads the statuses in their own profile, signed in afresh.
      await page.context().clearCookies()
      await signIn(page, member.email, member.password)
      await expect(page).toHaveURL(/\/user-profile$/)
      await page.getByRole('tab', { name: 'Transaction' }).click()
      const records = page.getByRole('region', { name: 'Transaction Records' })
      for (const [payment, status] of [
        [approved, 'Approved'],
        [rejected, 'Rejected'],
      ] as const)
        await expect(
          records.getByRole('listitem').filter({ hasText: payment.transaction }),
        ).toContainText(status)

      // 4. A news item scheduled for tomorrow, 10:00 in Dhaka.
      const later = `Prize giving ${tag}`
      const at = tomorrowAtTen()
      walk = new Walk()
      await openFromMenu(walk, staff, 'news')
      await walk.step('title', () => staff.locator('#field-title').fill(later))
      await walk.step('text', () =>
        fillRichText(staff, 'Prizes for the year are given in the school hall.'),
      )
      await walk.step('Save draft', () => staff.locator('#action-save-draft').click())
      const laterId = await savedId(staff, 'news')
      await walk.step('open the publish menu', () =>
        staff.locator('#action-save-popup .popup-button').click(),
      )
      await walk.step('Schedule Publish', () =>
        staff.getByRole('button', { name: panel.schedule }).click(),
      )
      const drawer = staff.locator('.schedule-publish')
      await pickTomorrowAtTen(
        walk,
        staff,
        drawer.locator('.react-datepicker__input-container input'),
      )
      await walk.step('Save', () => staff.locator('#scheduled-publish-save').click())
      await walk.done(panel.language, 'schedule', () =>
        expect(drawer.locator('tbody tr')).toHaveCount(1),
      )
      // The planned time is read back in the drawer's list, in Dhaka time and the panel's digits.
      await expect(drawer.locator('tbody tr')).toContainText(atTenInPanel(panel, at))
      await expect(drawer.locator('tbody tr')).toContainText(/Dhaka|ঢাকা/)
      expect((await page.goto(`/news/${laterId}`))?.status()).toBe(404)
      await staff.goto('/admin')
      const scheduled = staff.locator('[data-queue="scheduled"]').getByRole('listitem')
      await expect(scheduled.getByRole('link', { name: later })).toBeVisible()
      // The Today page says when it publishes: the day with its year and the time, in Dhaka.
      await expect(scheduled.filter({ hasText: later })).toContainText(
        panel.text.publishes(atTenInPanel(panel, at)),
      )

      // A visitor asks about a certificate; the office answers from the Today page.
      const headers = await adminHeaders(request)
      const question = `Transfer certificate ${tag}`
      const sent = await request.post('/api/contact-messages', {
        headers,
        data: {
          name: 'Shirin Akter',
          email: `shirin.${tag}@example.com`,
          subject: question,
          message: 'When can I collect my son’s transfer certificate?',
        },
      })
      expect(sent.status(), await sent.text()).toBe(201)
      const { doc: asked } = (await sent.json()) as { doc: { id: number } }
      await staff.goto('/admin')
      walk = new Walk()
      await walk.step('the message on Today', () =>
        staff.locator('[data-queue="messages"]').getByRole('link', { name: question }).click(),
      )
      await walk.step('the reply', () =>
        staff.locator('#field-reply').fill('Please collect it from the office on Sunday.'),
      )
      await walk.step(panel.save, () => staff.locator('#action-save').click())
      await walk.done(panel.language, 'reply', () =>
        expect(staff.locator('#field-reply')).toBeDisabled(),
      )
      const answered = await request.get(`/api/contact-messages/${asked.id}`, { headers })
      expect(((await answered.json()) as { status: string }).status).toBe('replied')
      const mail = await newestMail(`shirin.${tag}@example.com`, (m) => m.subject.startsWith('Re:'))
      expect(mail.subject).toBe(`Re: ${question}`)
    } finally {
      await close()
    }

    noMoreStepsThanBefore(panel, ['news', 'notice', 'payments', 'schedule', 'reply'])
  })

  test(`the office's next five tasks in the ${panel.language} admin, counted and timed`, async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const tag = unique()
    const headers = await adminHeaders(request)
    const exam = await request.post('/api/exams', {
      headers,
      data: {
        name: `Half-yearly Examination ${tag}`,
        year: 2026,
        publish_at: new Date(Date.now() + DAY).toISOString(),
        status: 'scheduled',
        classes: [{ class: '7', subjects: SECONDARY_SUBJECTS }],
      },
    })
    expect(exam.status(), await exam.text()).toBe(201)
    const examId = ((await exam.json()) as { doc: { id: number } }).doc.id
    type Officer = { phone?: string | null }
    const officerNow = async () =>
      (
        (await (await request.get('/api/globals/institution?depth=0', { headers })).json()) as {
          officers: { information_officer: Officer }
        }
      ).officers.information_officer
    const officer = await officerNow()
    const cleanUp: (() => Promise<unknown>)[] = [
      () => request.delete(`/api/exams/${examId}`, { headers }),
      () =>
        request.post('/api/globals/institution', {
          headers,
          data: { officers: { information_officer: { phone: officer.phone ?? null } } },
        }),
    ]
    const { staff, close } = await adminDesk(browser, {
      language: panel.language,
      timezoneId: SCHOOL_TIME_ZONE,
    })
    try {
      // 6. An event tomorrow at 10:00 in the school hall, with 40 seats.
      const event = `Science fair ${tag}`
      let walk = new Walk()
      await openFromMenu(walk, staff, 'events')
      await walk.step('name', () => staff.locator('#field-name').fill(event))
      await pickTomorrowAtTen(
        walk,
        staff,
        staff.locator('#field-start_date .react-datepicker__input-container input'),
      )
      await walk.step('location', () => staff.locator('#field-company').fill('School hall'))
      // Typed in the panel's digits: "৪০" in the Bangla admin.
      await walk.step('seats', () =>
        staff.locator('#field-capacity').pressSequentially(panelDigits(panel, '40')),
      )
      await walk.step('Publish', () => staff.locator('#action-save').click())
      let eventId = 0
      await walk.done(panel.language, 'event', async () => {
        eventId = await published(staff, 'events')
      })
      cleanUp.push(() => request.delete(`/api/events/${eventId}`, { headers }))
      await page.goto(`/events/${eventId}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event)
      await expect(page.getByRole('main')).toContainText('40 of 40 seats left')

      // 7. The registrations of the full ICT workshop, as a spreadsheet.
      walk = new Walk()
      await listFromMenu(walk, staff, 'event-registrations')
      const form = staff.getByRole('form', { name: panel.exportHeading })
      const choice = form.getByRole('combobox', { name: panel.eventLabel, exact: true })
      const workshop = await choice
        .locator('option', { hasText: 'ICT Olympiad Workshop' })
        .getAttribute('value')
      await walk.step('choose the event', () => choice.selectOption(workshop!))
      const downloading = staff.waitForEvent('download')
      await walk.step(panel.download, () =>
        form.getByRole('button', { name: panel.download, exact: true }).click(),
      )
      let sheet = ''
      await walk.done(panel.language, 'export', async () => {
        const download = await downloading
        sheet = download.suggestedFilename()
        expect((await stat(await download.path())).size).toBeGreaterThan(0)
      })
      expect(sheet).toMatch(/^registrations-event-\d+\.xlsx$/)

      // 8. An SMS to the guardians of class 9, sent once its recipients and cost are confirmed.
      const broadcast = `Class 9 picnic ${tag}`
      cleanUp.push(() =>
        request.delete(`/api/broadcasts?where[title][equals]=${encodeURIComponent(broadcast)}`, {
          headers,
        }),
      )
      walk = new Walk()
      await openFromMenu(walk, staff, 'broadcasts')
      await walk.step('title', () =>
        staff
          .getByRole('textbox', { name: new RegExp(`^${panel.broadcastTitle}`) })
          .fill(broadcast),
      )
      await walk.step('message', () =>
        staff
          .getByRole('textbox', { name: new RegExp(`^${panel.broadcastMessage}`) })
          .fill('প্রিয় অভিভাবক, নবম শ্রেণির বনভোজন রবিবার সকাল ৮টায়।'),
      )
      await walk.step('open the class list', () =>
        staff.locator('#field-class_name').getByRole('combobox').click(),
      )
      await walk.step(`choose "${panel.classNine}"`, () =>
        staff.getByRole('option', { name: panel.classNine, exact: true }).click(),
      )
      await walk.step('open the status list', () =>
        staff.locator('#field-status').getByRole('combobox').click(),
      )
      await walk.step('choose Send', () =>
        staff.getByRole('option', { name: panel.sendOption }).click(),
      )
      const question = staff.getByRole('dialog', { name: panel.sendQuestion })
      await expect(question).toContainText(panelDigits(panel, '2'))
      await walk.step(panel.send, () =>
        question.getByRole('button', { name: panel.send, exact: true }).click(),
      )
      let broadcastId = 0
      await walk.done(panel.language, 'broadcast', async () => {
        await expect(question).toBeHidden()
        broadcastId = await savedId(staff, 'broadcasts')
      })
      const sentOut = (await (
        await request.get(`/api/broadcasts/${broadcastId}?depth=0`, { headers })
      ).json()) as { status: string }
      expect(['scheduled', 'sending', 'sent']).toContain(sentOut.status)

      // 9. One class's results, imported from the file the class teacher sent.
      const results = testInfo.outputPath('class-7.csv')
      await mkdir(path.dirname(results), { recursive: true })
      const registration = tag.slice(-8)
      await writeFile(
        results,
        [
          'roll,registration,student_name,section,bangla,english,math,science,religion,higher_math',
          ...[1, 2, 3, 4, 5].map(
            (roll) => `${roll},${registration}${roll},Pupil ${roll},A,78,71,85,66,38,74`,
          ),
        ].join('\r\n'),
      )
      walk = new Walk()
      await listFromMenu(walk, staff, 'exams')
      await walk.step('the exam', () =>
        staff.locator(`.collection-list a[href$="/exams/${examId}"]`).first().click(),
      )
      const importing = staff.getByRole('region', { name: panel.importHeading })
      await walk.step('choose the class', () =>
        importing
          .getByRole('combobox', { name: panel.importClass, exact: true })
          .selectOption({ label: panel.classSeven }),
      )
      await walk.step('choose the file', () =>
        importing.getByLabel(panel.resultsFile).setInputFiles(results),
      )
      await walk.step(panel.importSubmit, () =>
        importing.getByRole('button', { name: panel.importSubmit }).click(),
      )
      await walk.done(panel.language, 'results', () =>
        expect(importing.getByText(panel.imported)).toBeVisible(),
      )

      // 10. The information officer's new phone, typed in the panel's digits.
      const phone = '01711-223344'
      walk = new Walk()
      await fromMenu(walk, staff, '/admin/globals/institution', 'institution')
      await walk.step(`the "${panel.officersTab}" tab`, () =>
        staff.getByRole('button', { name: panel.officersTab, exact: true }).click(),
      )
      await walk.step('phone', () =>
        staff
          .locator('#field-officers__information_officer__phone')
          .fill(panelDigits(panel, phone)),
      )
      await walk.step(panel.save, () => staff.locator('#action-save').click())
      await walk.done(panel.language, 'officer', () =>
        expect(staff.locator('#action-save')).toBeDisabled(),
      )
      await page.goto('/bn/institution')
      await expect(page.locator('a[href="tel:01711223344"]').first()).toBeVisible()
    } finally {
      await close()
      for (const undo of cleanUp.reverse()) await undo()
    }

    noMoreStepsThanBefore(panel, ['event', 'export', 'broadcast', 'results', 'officer'])
  })
}

/** Each task of `tasks` done in no more steps than the office's last walk. */
function noMoreStepsThanBefore(panel: Panel, tasks: TaskId[]) {
  for (const task of tasks) {
    const done = walked[panel.language]?.[task]
    expect
      .soft(done?.steps.length ?? Infinity, `${task}: ${done?.steps.join(' → ')}`)
      .toBeLessThanOrEqual(TASKS[task].before ?? Infinity)
  }
}

const seconds = (done?: Walked) => (done ? `${(done.ms / 1000).toFixed(1)} s` : '—')

test.afterAll(async ({}, testInfo) => {
  if (testInfo.project.name === 'mobile') return
  const en = walked.en ?? {}
  const bn = walked['bn-BD'] ?? {}
  const rows = (Object.keys(TASKS) as TaskId[]).map((task) =>
    [
      TASKS[task].name,
      en[task]?.steps.length ?? '—',
      bn[task]?.steps.length ?? '—',
      seconds(en[task]),
      seconds(bn[task]),
      TASKS[task].before ?? '—',
    ].join(' | '),
  )
  const stepLists = (Object.keys(TASKS) as TaskId[]).flatMap((task) =>
    (['en', 'bn-BD'] as const).map(
      (language) =>
        `- ${TASKS[task].name} (${language}): ${walked[language]?.[task]?.steps.join(' → ') ?? 'not done'}`,
    ),
  )
  const table = [
    '# The office tasks in the admin at 1280 px',
    '',
    'task | steps (EN admin) | steps (BN admin) | time EN | time BN | found before',
    '--- | --- | --- | --- | --- | ---',
    ...rows,
    '',
    '## Steps',
    '',
    ...stepLists,
    '',
  ].join('\n')
  console.log(table)
  await mkdir('test-results', { recursive: true })
  await writeFile(path.join('test-results', 'admin-tasks.md'), table)
})
