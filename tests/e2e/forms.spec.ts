import { test, type Locator, type Page } from '@playwright/test'

import { CATALOGUES } from '@/i18n/catalogues'
import type { Locale } from '@/i18n/locales'
import { CALENDAR_BN } from '@seed/demo/bangla'

import { expect, waitUntilDrawn } from './support'

const LANGUAGES: Locale[] = ['en', 'bn']

/** A path of the site in the language of the test. */
const inLanguage = (lang: Locale, path: string) => (lang === 'bn' ? `/bn${path}` : path)

/** A form message as the page shows it in `lang` (the catalogue is keyed by English wording). */
function message(lang: Locale, english: string): string {
  const key = Object.entries(CATALOGUES.en.Validation).find(([, text]) => text === english)?.[0]
  if (!key) throw new Error(`No form message "${english}"`)
  return CATALOGUES[lang].Validation[key as keyof typeof CATALOGUES.en.Validation]
}

/** Whether the field's label and box sit wholly below the page's sticky header. */
async function clearOfHeader(page: Page, field: Locator) {
  const header = await page.getByRole('banner').boundingBox()
  const id = await field.getAttribute('id')
  const label = await page.locator(`label[for="${id}"]`).boundingBox()
  return Boolean(header && label && label.y >= header.y + header.height - 1)
}

/** Scrolls the page so the top of `field` lies under the sticky header. */
async function tuckUnderHeader(page: Page, field: Locator) {
  await field.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY
    window.scrollTo({ top: top - 12, behavior: 'instant' })
  })
}

/** The contact page in `lang`: its form and boxes. */
async function openContact(page: Page, lang: Locale) {
  const labels = CATALOGUES[lang].ContactForm
  await page.goto(inLanguage(lang, '/contact-us'))
  // The form checks boxes once its script runs; typed before that, the server judges alone.
  await waitUntilDrawn(page)
  const form = page.getByRole('form', { name: labels.label })
  const box = (name: string) => form.getByRole('textbox', { name })
  return {
    form,
    name: box(labels.name),
    email: box(labels.email),
    subject: box(labels.subject),
    text: box(labels.message),
    send: form.getByRole('button', { name: labels.send }),
  }
}

/** Opens an event's page (in `lang`) and its registration modal. */
async function openRegistration(page: Page, lang: Locale) {
  await page.goto(`/events?name=${encodeURIComponent('Annual Science Fair 2026')}`)
  const href = await page
    .getByRole('region', { name: 'All Events' })
    .getByRole('article')
    .getByRole('link', { name: /^View Details/ })
    .first()
    .getAttribute('href')
  await page.goto(inLanguage(lang, href ?? ''))
  const open = page.getByRole('button', { name: CATALOGUES[lang].EventForm.register })
  await open.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel(CATALOGUES[lang].EventForm.firstName)).toBeVisible()
  return { open, dialog }
}

for (const lang of LANGUAGES) {
  const t = CATALOGUES[lang]

  test.describe(`forms in ${lang === 'en' ? 'English' : 'Bangla'}`, () => {
    test('contact: an error shows only while its field is wrong, and a new answer replaces the last', async ({
      page,
    }) => {
      const { form, name, email, subject, text, send } = await openContact(page, lang)
      const required = ['Full Name is required', 'Subject is required', 'Message is required']

      // Sent before any box had focus: the server's answer marks every empty box.
      await send.click()
      for (const english of [...required, 'Email is required'])
        await expect(form.getByText(message(lang, english), { exact: true })).toBeVisible()

      // Each mark goes as soon as its box holds a good value, before anything is sent again.
      await name.fill('Karim Uddin')
      await expect(form.getByText(message(lang, 'Full Name is required'))).toBeHidden()
      await expect(name).not.toHaveAttribute('aria-invalid', 'true')
      await subject.fill('Admission')
      await text.fill('When does admission for Class 6 open?')
      await email.fill('karim@example')
      for (const english of required)
        await expect(form.getByText(message(lang, english), { exact: true })).toBeHidden()

      // Only the wrong box is marked after the next send.
      await send.click()
      await expect(
        form.getByText(message(lang, 'Invalid email address'), { exact: true }),
      ).toBeVisible()
      await expect(email).toBeFocused()
      for (const english of required)
        await expect(form.getByText(message(lang, english), { exact: true })).toBeHidden()
      await expect(name).not.toHaveAttribute('aria-invalid', 'true')
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1)
    })

    test('contact: a box is not marked while first typed in, but once left wrong', async ({
      page,
    }) => {
      const { form, email, subject } = await openContact(page, lang)
      const wrong = form.getByText(message(lang, 'Invalid email address'), { exact: true })
      await email.click()
      await email.pressSequentially('karim@')
      await expect(wrong).toBeHidden()
      await subject.focus()
      await expect(wrong).toBeVisible()
      await expect(form.getByText(message(lang, 'Full Name is required'))).toBeHidden()
      await email.fill('karim@example.com')
      await expect(wrong).toBeHidden()
    })

    test('contact: a box left before the checks have loaded is marked once they arrive', async ({
      page,
    }) => {
      const { form, email, subject } = await openContact(page, lang)
      // A slow connection: the checks, fetched when the form is first reached, are held back
      // until the box has been left.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/chunks/**', async (route) => {
        await held
        await route.continue()
      })
      const wrong = form.getByText(message(lang, 'Invalid email address'), { exact: true })
      const fetched = page.waitForRequest('**/_next/static/chunks/**')
      await email.click()
      await email.pressSequentially('karim@')
      await subject.focus()
      // The box was left while the checks were on their way; then they arrive.
      await fetched
      await expect(wrong).toBeHidden()
      release()
      await expect(wrong).toBeVisible()
      await expect(form.getByText(message(lang, 'Full Name is required'))).toBeHidden()
    })

    test('event registration: a fixed box loses its mark at once', async ({ page }) => {
      const { dialog } = await openRegistration(page, lang)
      await dialog.getByRole('button', { name: t.EventForm.submit, exact: true }).click()
      const nameRequired = dialog.getByText(message(lang, 'Name is required'), { exact: true })
      await expect(nameRequired).toBeVisible()
      await dialog.getByLabel(t.EventForm.firstName).fill('Nusrat')
      await expect(nameRequired).toBeHidden()
      await expect(
        dialog.getByText(message(lang, 'Last Name is required'), { exact: true }),
      ).toBeVisible()
    })

    test('event registration: a stray tap beside the modal loses nothing typed', async ({
      page,
    }) => {
      const { open, dialog } = await openRegistration(page, lang)
      await dialog.getByLabel(t.EventForm.firstName).fill('Nusrat')
      await dialog.getByLabel(t.EventForm.email).fill('nusrat@example.com')
      // The backdrop: the page's corner, outside the modal's box.
      await page.mouse.click(3, 3)
      if (!(await dialog.isVisible())) await open.click()
      await expect(dialog.getByLabel(t.EventForm.firstName)).toHaveValue('Nusrat')
      await expect(dialog.getByLabel(t.EventForm.email)).toHaveValue('nusrat@example.com')
    })

    test('contact: the field reached by Tab or by a failed send is not hidden by the header', async ({
      page,
    }) => {
      const { name, email, subject, text, send } = await openContact(page, lang)

      await email.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }))
      await tuckUnderHeader(page, name)
      await page.keyboard.press('Shift+Tab')
      await expect(name).toBeFocused()
      await expect.poll(() => clearOfHeader(page, name)).toBe(true)

      await email.fill('karim@example.com')
      await subject.fill('Admission')
      await text.fill('Class 6 seats?')
      await tuckUnderHeader(page, name)
      await send.click()
      await expect(name).toBeFocused()
      await expect.poll(() => clearOfHeader(page, name)).toBe(true)
    })

    test('calendar: a multi-day entry is drawn once per week as a bar across its days', async ({
      page,
    }) => {
      const title =
        lang === 'bn' ? CALENDAR_BN['Half-Yearly Examination'] : 'Half-Yearly Examination'
      await page.goto(inLanguage(lang, '/calendar'))
      const view = page.getByRole('tabpanel', { name: t.CalendarPage.monthView })
      const table = view.getByRole('table')
      const previous = view.getByRole('button', {
        name: new RegExp(`^${t.CalendarMonth.previous}`),
      })
      const shows = () =>
        table.evaluate(
          (element, wanted) =>
            [...element.querySelectorAll('span')].some((span) =>
              [...span.childNodes].some((node) => node.textContent?.trim() === wanted),
            ),
          title,
        )
      for (let step = 0; step < 24 && !(await shows()); step++) {
        if (await previous.isDisabled()) break
        await previous.click()
      }
      expect(await shows()).toBe(true)
      const drawn = await table.locator('tbody tr').evaluateAll((trs, wanted) => {
        const named = (td: Element) =>
          [...td.querySelectorAll('span')].filter((element) =>
            [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === wanted,
            ),
          )
        return trs
          .map((tr) => {
            tr.scrollIntoView({ block: 'center', behavior: 'instant' })
            const cells = [...tr.querySelectorAll('td')]
            // What a sighted visitor sees: the title where it is drawn on top, not clipped away.
            const shown = cells.flatMap(named).filter((element) => {
              const box = element.getBoundingClientRect()
              const top = document.elementFromPoint(box.x + 6, box.y + box.height / 2)
              return box.width > 8 && top !== null && element.contains(top)
            })
            return {
              days: cells.filter((td) => named(td).length > 0).length,
              cell: cells[0]?.getBoundingClientRect().width ?? 0,
              widths: shown.map((element) => element.getBoundingClientRect().width),
            }
          })
          .filter((row) => row.days > 0)
      }, title)
      expect(drawn.length).toBeGreaterThan(0)
      for (const row of drawn) {
        expect(row.widths).toHaveLength(1)
        expect(row.widths[0]).toBeGreaterThan(row.cell * Math.min(row.days, 2) * 0.8)
      }
    })
  })
}
