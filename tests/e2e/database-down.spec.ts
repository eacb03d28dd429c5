/**
 * The same production build served by a second server whose database cannot be opened: pages
 * already rendered keep being served (a page view never queries the database), and a page that
 * has to be rendered now shows the old site's error card inside the usual header and footer.
 */
import { expect, test } from '@playwright/test'

import { secondServer } from './support'

const PORT = 3101
const URL = `http://localhost:${PORT}`

let server: { stop: () => Promise<void> } | undefined

test.describe('while the database is down', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the build of the test run')
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    server = await secondServer(PORT, {
      SERVER_URL: URL,
      // A folder that does not exist: SQLite cannot open the file.
      DATABASE_URL: 'file:./data/e2e-no-such-folder/school.db',
    })
  })

  test.afterAll(() => server?.stop())

  test('published pages are still served from the cache', async ({ page }) => {
    const response = await page.goto(`${URL}/`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Classes We Teach' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toHaveCount(0)
  })

  test('a page that must be rendered now shows the error card and a way to try again', async ({
    page,
  }) => {
    const response = await page.goto(`${URL}/news/987654`)
    expect(response?.status()).toBe(500)
    const card = page.getByRole('alert').filter({ hasText: 'Error!' })
    await expect(card).toContainText('We couldn’t load the data. Please try again.')
    // No technical detail reaches the visitor.
    await expect(page.locator('body')).not.toContainText(/SQLite|ConnectionFailed|stack/i)
    // The frame around it is the site's own.
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(card).toBeVisible()
  })
})
