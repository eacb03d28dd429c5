/**
 * The speed budgets that do not wobble (DEVELOPERS.md "Speed is a feature"): what a phone
 * downloads for the first view of each page of the production build — compressed JavaScript,
 * total transfer and number of requests. Scores vary from run to run, so they stay in
 * `npm run lighthouse`.
 *
 * A content page (home, lists, details, about, notices) may load the framework's own scripts
 * (React and Next.js: the build lists them, scripts/lib/framework-chunks.ts) and at most 15 KB of
 * the site's code; the build's list is read from the folder the test server serves.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { test, type Page } from '@playwright/test'

import { readFrameworkChunks } from '@scripts/lib/framework-chunks'

import { adminHeaders, DIST_DIR, expect, firstId, newMember } from './support'

const KB = 1024
const PUBLIC = { transfer: 500 * KB, requests: 30 }
const CONTENT_SITE_JS = 15 * KB
/** A page whose interactive part is in the first view keeps the interactive pages' budget. */
const ISLAND_PAGE_JS = 250 * KB
const ACCOUNT = { js: 250 * KB, transfer: 500 * KB, requests: 30 }

type FirstView = { js: number; siteJs: number; transfer: number; requests: number }

let framework: Set<string> | undefined
/** Read when first needed: the test server builds the site after the tests are listed. */
const frameworkChunks = () => (framework ??= readFrameworkChunks(DIST_DIR))

/**
 * Loads `path` with an empty browser cache and adds up every response until the network
 * settles (what a first visit costs, including anything fetched ahead for the next page).
 */
async function firstView(page: Page, path: string): Promise<FirstView> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const frameworkFiles = frameworkChunks()
  const view: FirstView = { js: 0, siteJs: 0, transfer: 0, requests: 0 }
  const pending: Promise<void>[] = []
  page.on('requestfinished', (request) => {
    view.requests += 1
    pending.push(
      request
        .sizes()
        .then((sizes) => {
          const body = Math.max(0, sizes.responseBodySize)
          view.transfer += body + Math.max(0, sizes.responseHeadersSize)
          if (request.resourceType() !== 'script') return
          view.js += body
          if (!frameworkFiles.has(decodeURIComponent(new URL(request.url()).pathname)))
            view.siteJs += body
        })
        // Sizes can be unknown for a request the browser dropped; it still counts as a request.
        .catch(() => undefined),
    )
  })
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
  page.removeAllListeners('requestfinished')
  await Promise.all(pending)
  return view
}

test.describe('first view budgets on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured once, on the phone profile')

  test('the build measured is the one served', async ({ request }) => {
    const buildId = readFileSync(join(DIST_DIR, 'BUILD_ID'), 'utf8').trim()
    const html = await (await request.get('/terms')).text()
    expect(html, `the server does not serve the build in ${DIST_DIR}`).toContain(buildId)
  })

  test('public pages', async ({ page, browser, request }) => {
    test.setTimeout(180_000)
    const news = await firstId(page, '/api/v1/news')
    const event = await firstId(page, '/api/v1/event?type=Event')
    const article = await firstId(page, '/api/v1/event?type=Article')
    const blog = await firstId(page, '/api/v1/event?type=Blog')
    const published = '/api/notices?where[_status][equals]=published&limit=1&depth=0'
    const headers = await adminHeaders(request)
    const notices = (await (await request.get(published, { headers })).json()) as {
      docs: { id: number }[]
    }
    const notice = notices.docs[0]?.id
    const paths = [
      '/',
      '/about-us',
      '/news',
      `/news/${news}`,
      `/news-and-articles/${news}`,
      '/articles',
      `/articles/${article}`,
      '/blogs',
      `/blogs/${blog}`,
      '/events',
      `/events/${event}`,
      '/campus-gallery',
      '/alumni-association',
      '/contact-us',
      '/terms',
      '/notices',
      `/notices/${notice}`,
      '/calendar',
      '/admission',
      '/institution',
      // Bangla pages add the Bengali font for a phone without one of its own.
      '/bn',
      '/bn/news',
      `/bn/events/${event}`,
      '/bn/contact-us',
      '/bn/institution',
    ]
    const rows: Record<string, FirstView> = {}
    for (const path of paths) {
      const context = await browser.newContext({ ...test.info().project.use })
      rows[path] = await firstView(await context.newPage(), path)
      await context.close()
    }
    console.table(kilobytes(rows))
    const islandPages = new Set(
      ['/contact-us', '/admission', `/events/${event}`, '/campus-gallery', '/calendar'].flatMap(
        (p) => [p, `/bn${p}`],
      ),
    )
    for (const [path, view] of Object.entries(rows)) {
      if (islandPages.has(path))
        expect.soft(view.js, `${path}: JavaScript`).toBeLessThanOrEqual(ISLAND_PAGE_JS)
      else
        expect
          .soft(view.siteJs, `${path}: the site's JavaScript`)
          .toBeLessThanOrEqual(CONTENT_SITE_JS)
      expect.soft(view.transfer, `${path}: transfer`).toBeLessThanOrEqual(PUBLIC.transfer)
      expect.soft(view.requests, `${path}: requests`).toBeLessThanOrEqual(PUBLIC.requests)
    }
  })

  test('account pages', async ({ browser }) => {
    test.setTimeout(90_000)
    const rows: Record<string, FirstView> = {}
    for (const path of ['/login', '/sign-up', '/forgot-password']) {
      const context = await browser.newContext({ ...test.info().project.use })
      rows[path] = await firstView(await context.newPage(), path)
      await context.close()
    }
    // Signed in through the API, so no page has filled the browser's memory cache yet.
    const context = await browser.newContext({ ...test.info().project.use })
    const member = await newMember(await context.newPage())
    const login = await context.request.post('/api/v1/login', {
      data: { email: member.email, password: member.password },
    })
    expect(login.status()).toBe(200)
    rows['/user-profile'] = await firstView(await context.newPage(), '/user-profile')
    await context.close()
    console.table(kilobytes(rows))
    for (const [path, view] of Object.entries(rows)) {
      expect.soft(view.js, `${path}: JavaScript`).toBeLessThanOrEqual(ACCOUNT.js)
      expect.soft(view.transfer, `${path}: transfer`).toBeLessThanOrEqual(ACCOUNT.transfer)
      expect.soft(view.requests, `${path}: requests`).toBeLessThanOrEqual(ACCOUNT.requests)
    }
  })
})

function kilobytes(rows: Record<string, FirstView>) {
  return Object.fromEntries(
    Object.entries(rows).map(([path, view]) => [
      path,
      {
        'JS KB (gzip)': Math.round(view.js / KB),
        "site's JS KB": +(view.siteJs / KB).toFixed(1),
        'transfer KB': Math.round(view.transfer / KB),
        requests: view.requests,
      },
    ]),
  )
}
