/**
 * A site-wide alert: staff publish it, pages already open and served from the cache show it
 * within ten seconds in their language, a visitor can close it for the session, pages read
 * without JavaScript show it once redrawn, and it leaves by itself at its end.
 */
import { test, type APIRequestContext, type Page } from '@playwright/test'

import { adminHeaders, expect, expectNoSeriousA11yViolations, unique } from './support'

const WITHIN = 10_000
const MINUTE = 60_000

type Published = { id: number; until: number; en: string; bn: string; publishedAt: number }

async function publishAlert(request: APIRequestContext, shownFor: number): Promise<Published> {
  const headers = await adminHeaders(request)
  const tag = unique()
  const en = `School closed today after the storm (${tag}).`
  const bn = `ঝড়ের কারণে আজ বিদ্যালয় বন্ধ (${tag})।`
  const until = Date.now() + shownFor
  const created = await request.post('/api/alerts?locale=en', {
    headers,
    data: { message: en, level: 'warning', until: new Date(until).toISOString() },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const translated = await request.patch(`/api/alerts/${doc.id}?locale=bn`, {
    headers,
    data: { message: bn },
  })
  expect(translated.status()).toBe(200)
  return { id: doc.id, until, en, bn, publishedAt: Date.now() }
}

const alertOn = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

/** After `load` the page has asked for the current alerts and drawn them: the closed one stays away. */
async function expectClosedOnceLive(page: Page, load: () => Promise<unknown>, text: string) {
  const asked = page.waitForResponse((response) => response.url().includes('/api/v1/alerts'))
  await load()
  await asked
  // The answer is read and drawn: its body has arrived, and two frames have been drawn since.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/v1/alerts')),
  )
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  )
  await expect(alertOn(page, text)).toHaveCount(0)
}

const msLeft = (from: number) => Math.max(1_000, WITHIN - (Date.now() - from))

test(
  'staff publish an alert; open cached pages show it within 10 s in their language, and it closes for the session',
  { tag: '@phone' },
  async ({ browser, request }) => {
    test.setTimeout(150_000)
    const visitor = await browser.newContext({ ...test.info().project.use })
    const home = await visitor.newPage()
    const bangla = await visitor.newPage()
    await home.goto('/')
    await bangla.goto('/bn')
    let alert: Published | undefined
    try {
      alert = await publishAlert(request, 3 * MINUTE)
      const { en, bn, publishedAt } = alert

      await expect(alertOn(home, en)).toBeVisible({ timeout: msLeft(publishedAt) })
      await expect(alertOn(home, en)).toContainText('Warning')
      await expect(alertOn(bangla, bn)).toBeVisible({ timeout: msLeft(publishedAt) })
      await expect(alertOn(bangla, bn)).toContainText('সতর্কতা')
      await expectNoSeriousA11yViolations(home)

      // Closed once, it stays closed for the session: after a reload, in another tab, and in the
      // tab that was already open.
      await alertOn(home, en).getByRole('button', { name: 'Close this alert' }).click()
      await expect(alertOn(home, en)).toBeHidden()
      await expectClosedOnceLive(home, () => home.reload(), en)
      const other = await visitor.newPage()
      await expectClosedOnceLive(other, () => other.goto('/news'), en)
      await expect(alertOn(bangla, bn)).toBeHidden({ timeout: WITHIN })

      // The redrawn page carries it for a browser without JavaScript.
      const noScript = await browser.newContext({
        ...test.info().project.use,
        javaScriptEnabled: false,
      })
      const plain = await noScript.newPage()
      await expect
        .poll(
          async () => {
            await plain.goto('/bn')
            return alertOn(plain, bn).count()
          },
          { timeout: WITHIN },
        )
        .toBe(1)
      await noScript.close()
    } finally {
      // Other specs see no alert of this one, even if it failed half-way.
      if (alert)
        await request.delete(`/api/alerts/${alert.id}`, { headers: await adminHeaders(request) })
      await visitor.close()
    }
  },
)

test('an alert leaves the open page by itself at its end', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const visitor = await browser.newContext({ ...test.info().project.use })
  const page = await visitor.newPage()
  let alert: Published | undefined
  try {
    alert = await publishAlert(request, 20_000)
    await page.goto('/bn')
    await expect(alertOn(page, alert.bn)).toBeVisible({ timeout: msLeft(alert.publishedAt) })
    await expect(alertOn(page, alert.bn)).toBeHidden({ timeout: alert.until - Date.now() + 6_000 })
    expect(Date.now()).toBeGreaterThanOrEqual(alert.until - 1_000)
  } finally {
    if (alert)
      await request.delete(`/api/alerts/${alert.id}`, { headers: await adminHeaders(request) })
    await visitor.close()
  }
})
