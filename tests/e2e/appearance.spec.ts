/**
 * The small things that make the site feel finished, as a parent sees them on a 390 px phone and
 * a 1280 px laptop, in English and Bangla: icons and an installable app, e-mail addresses that
 * wrap between words, a profile's name clear of its Share button, Bangla letters drawn (and drawn
 * bold) on a device without a Bengali font, demo content that reads in Bangla, and demo pictures
 * that show what their item is about, with faces for people.
 */
import { test, type Page } from '@playwright/test'

import { SCENES } from '@seed/demo/school'
import { sceneIndexFor } from '@seed/images'

import {
  adminHeaders,
  drawsBengali,
  expect,
  expectNoSeriousA11yViolations,
  fontsDrawing,
  isBoldFace,
  waitUntilDrawn,
} from './support'

const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'bn', prefix: '/bn' },
] as const

const BENGALI = /[\u0980-\u09FF]/

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 })
})

test('every page names a favicon, a home-screen icon and an installable app manifest', async ({
  page,
  request,
}) => {
  for (const { prefix } of LOCALES) {
    await page.goto(`${prefix}/news`)
    const href = (selector: string) => page.locator(selector).first().getAttribute('href')
    // The tab's icon is written into the page (no request); the home-screen one is a file.
    const tab = (await href('link[rel="icon"]'))!
    expect(decodeURIComponent(tab)).toMatch(/^data:image\/svg\+xml,<svg[^]*<\/svg>$/)
    const homeScreen = await request.get((await href('link[rel="apple-touch-icon"]'))!)
    expect(homeScreen.status()).toBe(200)
    expect(homeScreen.headers()['content-type']).toBe('image/png')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#17603c')
    const manifest = await request.get((await href('link[rel="manifest"]'))!)
    expect(manifest.status()).toBe(200)
    const app = (await manifest.json()) as {
      name: string
      short_name: string
      start_url: string
      display: string
      theme_color: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(app.name).toBe('Padmapar Ideal School & College')
    expect(app.short_name.length).toBeLessThanOrEqual(12)
    expect(app).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#17603c' })
    // What a phone needs to offer installing: a 192 and a 512 px icon, and one it may mask.
    expect(app.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    expect(app.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of app.icons) {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
      expect(file.headers()['content-type'], icon.src).toBe('image/png')
    }
  }
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/icon/)
})

/** Each e-mail link's text, split where the browser broke it onto a new line. */
function emailLines(page: Page) {
  return page.locator('a[href^="mailto:"]').evaluateAll((links) =>
    links.map((link) => {
      const rows = new Map<number, string>()
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      )
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const { top, height } = range.getBoundingClientRect()
          if (!height) continue
          const row = Math.round(top)
          rows.set(row, (rows.get(row) ?? '') + node.data[i])
        }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text)
    }),
  )
}

test(
  'e-mail addresses wrap after the @ or before a dot, never inside a word',
  { tag: '@phone' },
  async ({ page }) => {
    for (const { prefix } of LOCALES) {
      for (const path of ['/about-us', '/admission']) {
        await page.goto(`${prefix}${path}`)
        const addresses = await emailLines(page)
        expect(addresses.length, path).toBeGreaterThan(0)
        for (const lines of addresses) {
          for (let i = 1; i < lines.length; i++) {
            const clean = lines[i - 1]!.endsWith('@') || lines[i]!.startsWith('.')
            expect(clean, `${path}: ${lines.join(' | ')}`).toBe(true)
          }
        }
      }
    }
    await expectNoSeriousA11yViolations(page)
  },
)

test(
  "a public profile's name stays clear of its Share button",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/about-us')
    const profiles = await page
      .getByRole('region', { name: 'Leaderships & Governing Body' })
      .locator('a[href*="/user-profile/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    expect(profiles.length).toBeGreaterThan(0)
    for (const { prefix } of LOCALES) {
      for (const profile of profiles.slice(0, 4)) {
        await page.goto(`${prefix}${profile.replace(/^\/bn/, '')}`)
        const name = page.getByRole('heading', { level: 1 })
        const share = page.getByRole('button', { name: /Share|শেয়ার/ })
        await expect(share).toBeVisible()
        // The name's letters stay inside its own box …
        const overflows = await name.evaluate((h1) => h1.scrollWidth > h1.clientWidth + 1)
        expect(overflows, `${profile}: the name spills out of its box`).toBe(false)
        // … and that box and the button do not overlap.
        const a = (await name.boundingBox())!
        const b = (await share.boundingBox())!
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y
        expect(apart, `${profile}: the name runs under Share`).toBe(true)
      }
    }
    await expectNoSeriousA11yViolations(page)
  },
)

test("the language link's 'বাংলা' is drawn in a Bengali font, not as boxes", async ({ page }) => {
  for (const path of ['/', '/terms']) {
    await page.goto(path)
    const link = page.getByRole('banner').locator('a[hreflang="bn"]')
    await expect(link).toHaveText('বাংলা')
    await expect
      .poll(async () => {
        const fonts = await fontsDrawing(page, 'header a[hreflang="bn"]')
        return fonts.length > 0 && fonts.every(drawsBengali)
      }, path)
      .toBe(true)
    // The link is semibold: the site's letters for it come from a bold face, not the regular one
    // thickened (a device's own font draws its bold as the device does).
    const fonts = await fontsDrawing(page, 'header a[hreflang="bn"]')
    expect(
      fonts.every((font) => !font.isCustomFont || isBoldFace(font)),
      path,
    ).toBe(true)
  }
})

test('bold Bangla text is drawn from a bold face', async ({ page }) => {
  for (const path of ['/bn', '/bn/notices']) {
    await page.goto(path)
    const heading = page.locator('main h1, main h2').filter({ hasText: BENGALI }).first()
    await heading.evaluate((element) => element.setAttribute('data-bold-bangla', ''))
    expect(
      await heading.evaluate((element) => Number(getComputedStyle(element).fontWeight)),
    ).toBeGreaterThanOrEqual(600)
    await expect
      .poll(async () => {
        const bengali = (await fontsDrawing(page, '[data-bold-bangla]')).filter(drawsBengali)
        return bengali.length > 0 && bengali.every((font) => !font.isCustomFont || isBoldFace(font))
      }, path)
      .toBe(true)
  }
})

test('the Bangla lists read in Bangla: every story, event, notice and class', async ({ page }) => {
  for (const [path, item] of [
    ['/bn/news', /\/bn\/news\/\d+$/],
    ['/bn/events', /\/bn\/events\/\d+$/],
    ['/bn/blogs', /\/bn\/blogs\/\d+$/],
    ['/bn/articles', /\/bn\/articles\/\d+$/],
    ['/bn/notices', /\/bn\/notices\/\d+$/],
    ['/bn/alumni-association', /\/bn\/alumni-association\/alumni-events\/\d+$/],
    ['/bn/admission', /\/bn\/class\/\d+$/],
  ] as const) {
    await page.goto(path)
    // Lists further down the page are drawn once it has loaded; their text reads empty until then.
    await waitUntilDrawn(page)
    const titles = await page.locator('main a[href]').evaluateAll(
      (links, pattern) =>
        links
          .filter((link) => new RegExp(pattern).test(link.getAttribute('href') ?? ''))
          .map((link) => (link as HTMLElement).innerText.trim())
          .filter(Boolean),
      item.source,
    )
    expect(titles.length, path).toBeGreaterThan(0)
    const english = titles.filter((title) => !BENGALI.test(title))
    expect(english, `${path}: titles shown in English`).toEqual([])
  }
})

test("each demo story's picture shows what it is about, and people are drawn with faces", async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'The pictures are the same on any screen.')
  const headers = await adminHeaders(request)
  // An item's picture is the scene its title names (a spring festival is not shown as Victory Day).
  for (const name of [
    'Spring Festival (Basanta Utsab)',
    'Victory Day Cultural Programme',
    'Blood Donation Camp',
  ]) {
    const found = await request.get(
      `/api/events?depth=1&where[name][equals]=${encodeURIComponent(name)}`,
      { headers },
    )
    const event = ((await found.json()) as { docs: { image: { alt: string } }[] }).docs[0]!
    expect(event.image.alt, name).toBe(SCENES[sceneIndexFor(SCENES, name)]!.caption)
  }
  // A leader's picture is a face: two dark eyes with skin between them, not letters on a disc.
  await page.goto('/about-us')
  const portraits = page
    .getByRole('region', { name: 'Leaderships & Governing Body' })
    .locator('article img')
  await expect(portraits.first()).toBeVisible()
  const faces = await portraits.evaluateAll(async (images) => {
    const shade = (data: Uint8ClampedArray) => (data[0]! + data[1]! + data[2]!) / 3
    return Promise.all(
      images.slice(0, 6).map(async (shown) => {
        const image = new Image()
        image.src = (shown as HTMLImageElement).currentSrc || (shown as HTMLImageElement).src
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = canvas.height = 400
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0, 400, 400)
        const at = (x: number, y: number) => shade(context.getImageData(x, y, 1, 1).data)
        return at(170, 182) < 70 && at(230, 182) < 70 && at(200, 182) > 85
      }),
    )
  })
  expect(faces).toEqual(faces.map(() => true))
})

test('feeds and the calendar link to the address the visitor used', async ({ page, request }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin
  for (const feed of ['/news/rss.xml', '/notices/atom.xml']) {
    const body = await (await request.get(feed)).text()
    const links = [...body.matchAll(/<link[^>]*?(?:href="([^"]+)"|>([^<]+)<)/g)]
      .map((match) => match[1] ?? match[2]!)
      .filter((link) => /^https?:/.test(link))
    expect(links.length, feed).toBeGreaterThan(0)
    for (const link of links) expect(link.startsWith(`${origin}/`), `${feed}: ${link}`).toBe(true)
  }
  await page.goto('/calendar')
  await expect(page.getByRole('link', { name: /Subscribe/ })).toHaveAttribute(
    'href',
    `webcal://${new URL(origin).host}/calendar.ics`,
  )
})
