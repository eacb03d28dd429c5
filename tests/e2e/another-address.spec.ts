/**
 * The test run's build started on another port without SERVER_URL, as `PORT=3102 npm start` on a
 * fresh checkout would: the site takes http://localhost:3102 as its address, staff save in the
 * admin and members in their profile there, and a page asked for at another address of the same
 * machine is sent there, while the API answers at every address.
 */
import { test } from '@playwright/test'

import { DEMO_ACCOUNTS } from '@seed/demo/accounts'

import { adminHeaders, expect, newMember, secondServer, signIn, unique } from './support'

const PORT = 3102
const SITE = `http://localhost:${PORT}`

let server: { stop: () => Promise<void> } | undefined

test.describe('started on another port without SERVER_URL', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the build of the test run')
  test.describe.configure({ mode: 'serial' })
  test.use({ baseURL: SITE })

  test.beforeAll(async () => {
    server = await secondServer(
      PORT,
      // The test run's database, which the run's own server serves too.
      { PORT: String(PORT), DATABASE_URL: 'file:./data/e2e/school.db' },
      ['SERVER_URL', 'EXTRA_SERVER_URLS'],
    )
  })

  test.afterAll(() => server?.stop())

  test('a page asked for at another address is sent to the site’s address; the API answers', async ({
    page,
    request,
  }) => {
    const other = `http://127.0.0.1:${PORT}`
    const admin = await request.get(`${other}/admin/collections/notices?limit=10`, {
      maxRedirects: 0,
    })
    expect(admin.headers().refresh).toBe(`0; url=${SITE}/admin/collections/notices?limit=10`)
    expect(await admin.text()).toContain(`This site is at <a href="${SITE}/admin/collections`)
    expect((await request.get(`${other}/api/health`, { maxRedirects: 0 })).status()).toBe(200)
    // A browser, with or without JavaScript, lands on the page at the site's address.
    await page.goto(`${other}/bn/news`)
    await page.waitForURL(`${SITE}/bn/news`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('staff choose from a dropdown and save in the admin', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email)
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/admin$/)
    await page.goto('/admin/collections/notices/create')
    const title = `Notice from another port ${unique()}`
    await page.locator('#field-title').fill(title)
    await page.locator('#field-category .rs__control').click()
    const option = page.locator('.rs__option').first()
    await expect(option).toBeVisible()
    await option.click()
    await page.locator('#action-save-draft').click()
    await expect(page).toHaveURL(/\/admin\/collections\/notices\/\d+/)
    const id = Number(/\/notices\/(\d+)/.exec(page.url())![1])
    await page.reload()
    await expect(page.locator('#field-title')).toHaveValue(title)
    const headers = await adminHeaders(page.request)
    const saved = await page.request.get(`/api/notices/${id}?draft=true&depth=0`, { headers })
    expect(((await saved.json()) as { title: string }).title).toBe(title)
    expect((await page.request.delete(`/api/notices/${id}`, { headers })).status()).toBe(200)
  })

  test('a member saves their profile', async ({ page }) => {
    const member = await newMember(page)
    await signIn(page, member.email, member.password)
    await expect(page).toHaveURL(/\/user-profile$/)
    await page.getByRole('button', { name: 'Edit Contact & Location' }).click()
    const form = page.getByRole('form', { name: 'Edit Contact & Location' })
    await form.getByLabel('Location', { exact: true }).fill('Shaheb Bazar, Rajshahi')
    await form.getByRole('button', { name: 'Save Changes' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Contact info updated successfully.' }),
    ).toBeVisible()
    await page.reload()
    await expect(page.getByText('Shaheb Bazar, Rajshahi')).toBeVisible()
  })
})
