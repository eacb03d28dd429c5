import { defineConfig, devices } from '@playwright/test'

const PORT = 3100
/** Set E2E_BASE_URL to test a server that is already running instead of building one. */
const externalServer = process.env.E2E_BASE_URL
export const E2E_BASE_URL = externalServer ?? `http://localhost:${PORT}`

/** The browser tests run against a production build of their own, on a freshly seeded database. */
/**
 * The office's counted and timed walk through the admin (`admin-tasks.spec.ts`) runs only when
 * asked for (`npm run walk:office`): every task it times is also checked by its own test.
 */
const officeWalk = process.env.OFFICE_WALK === '1'

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: officeWalk ? [] : ['**/admin-tasks.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [
        ['list'],
        ['json', { outputFile: 'reports/playwright.json' }],
        ['html', { open: 'never', outputFolder: 'reports/playwright-html' }],
      ]
    : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The phone runs what is about a phone: the tests tagged @phone (a phone's own layout and
    // menus, each page's accessibility at a phone's width) and the files written for one. The
    // rest runs once, at a desk.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      grep: [/@phone/, /(first-view|budgets|check-in)\.spec\.ts/],
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  webServer: externalServer
    ? undefined
    : {
        command: 'npx tsx scripts/e2e-server.ts',
        url: `${E2E_BASE_URL}/api/health`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          SERVER_URL: E2E_BASE_URL,
          DATABASE_URL: 'file:./data/e2e/school.db',
          MEDIA_DIR: 'data/e2e/media',
          DOCUMENTS_DIR: 'data/e2e/documents',
          OUTBOX_DIR: 'data/e2e/outbox',
          NEXT_DIST_DIR: '.builds/e2e',
          // `npm run test:stress` serves this build too, on a copy of the content it was rendered from.
          BUILD_KEEPS_DATA: '1',
        },
      },
})
