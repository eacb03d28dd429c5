import { expect, test } from '@playwright/test'

import {
  adminHeaders,
  drawsBengali,
  expectNoSeriousA11yViolations,
  fontsDrawing,
  isolateCharacter,
} from './support'

const SCHOOL = 'Padmapar Ideal School & College'
const titled = (page: string) => new RegExp(`^${page} \\| ${SCHOOL.replace(/[&]/g, '\\$&')}$`)

const PAGES: [path: string, title: string, heading: string][] = [
  ['/', 'Home', 'The top school and college of the city'],
  ['/about-us', 'About Us', 'About Padmapar Ideal School & College'],
  ['/campus-gallery', 'Campus Gallery', 'Campus Gallery'],
  ['/contact-us', 'Contact Us', 'Contact Us'],
  ['/terms', 'Terms and Conditions', 'Terms and Conditions'],
]

for (const [path, title, heading] of PAGES) {
  test(
    `${path} is titled, has its heading and no serious accessibility problem`,
    { tag: '@phone' },
    async ({ page }) => {
      // axe walks the whole page; on a loaded 2-core machine the long home page needs more time.
      test.setTimeout(90_000)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(titled(title))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical ?? '').pathname).toBe(path)
      await expectNoSeriousA11yViolations(page)
    },
  )
}

test('the footer has the quick links, Follow Us, contacts, a QR code captioned Scan Me and the year', async ({
  page,
}) => {
  await page.goto('/contact-us')
  const quick = page.getByRole('navigation', { name: 'Quick links' })
  await expect(quick.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(quick.getByRole('link', { name: 'Faculty' })).toHaveAttribute('href', '/about-us')
  const footer = page.locator('footer')
  await expect(footer.getByRole('heading', { name: 'Follow Us' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible()
  await expect(footer.getByRole('img', { name: /QR code/ })).toBeVisible()
  await expect(footer.getByText('Scan Me')).toBeVisible()
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${SCHOOL}`)
})

test('visitors see Sign Up and Login in the header', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up')
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
})

test(
  'on a phone the side menu opens, traps focus, closes with Esc and on choosing a link',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'The hamburger menu is for small screens.')
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Campus Gallery' }).click()
    await expect(page).toHaveURL(/\/campus-gallery$/)
    await expect(menu).toBeHidden()
  },
)

test('on a desktop the navigation highlights the current page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The full navigation shows on wide screens.')
  await page.goto('/about-us')
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
})

test('an unknown address answers 404 inside the site layout', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(titled('Page Not Found'))
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the skip link moves keyboard users straight to the page content', async ({ page }) => {
  await page.goto('/about-us')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test(
  'on a phone only the logo row stays pinned while the page scrolls',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'The compact sticky header is for small screens.')
    await page.goto('/contact-us')
    await page.evaluate(() => window.scrollTo(0, 1200))
    const logo = page.getByRole('banner').getByRole('link', { name: SCHOOL, exact: true })
    const box = await logo.boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(0)
    expect(box?.y).toBeLessThan(20)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport()
  },
)

test('every route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/about-us')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Contact Us' })
    .click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test(
  'the side menu keeps keyboard focus inside it while open',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'The hamburger menu is for small screens.')
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab')
      const outside = await page.evaluate(() => {
        const active = document.activeElement
        return Boolean(active && active !== document.body && !active.closest('dialog'))
      })
      expect(outside).toBe(false)
    }
  },
)

test('home: classes show six, then all, then six again', async ({ page }) => {
  await page.goto('/')
  const classes = page.getByRole('region', { name: 'Classes We Teach' }).getByRole('listitem')
  await expect(classes).toHaveCount(6)
  await page.getByRole('button', { name: 'See All Classes' }).click()
  await expect(classes).toHaveCount(10)
  await page.getByRole('button', { name: 'Show Less' }).click()
  await expect(classes).toHaveCount(6)
})

test("home: the principal's message opens in a modal that locks scrolling and closes with Esc", async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Read Message' }).click()
  const dialog = page.getByRole('dialog', { name: "Principal's Message" })
  await expect(dialog.getByRole('heading', { name: "Principal's Message" })).toBeVisible()
  await expect(dialog).toContainText('Dear students')
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
})

test('home: no video site loads until a video is opened', async ({ page }) => {
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) thirdParty.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('load')
  await page.mouse.wheel(0, 4000)
  // Once the scroll has been drawn, nothing has asked the video site for anything.
  await page.waitForFunction(() => window.scrollY > 0)
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  )
  await page.waitForLoadState('load')
  expect(thirdParty).toEqual([])
  expect(await page.locator('iframe[src*="youtube"], link[href*="youtube"]').count()).toBe(0)
  await page.getByRole('button', { name: 'Watch the Video' }).click()
  await expect(
    page.getByRole('dialog', { name: 'School video' }).locator('iframe'),
  ).toHaveAttribute('src', /youtube-nocookie/)
})

test('home: the featured events strip shows at most three events and links to all events', async ({
  page,
}) => {
  await page.goto('/')
  const strip = page.getByRole('region', { name: 'Events' })
  await expect(strip.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
    'href',
    '/events',
  )
  const cards = strip.getByRole('listitem')
  expect(await cards.count()).toBeGreaterThan(0)
  expect(await cards.count()).toBeLessThanOrEqual(3)
})

test('about: eight leaders, then all; faculty in pages of sixteen', async ({ page }) => {
  await page.goto('/about-us')
  const leaders = page
    .getByRole('region', { name: 'Leaderships & Governing Body' })
    .getByRole('article')
  await expect(leaders).toHaveCount(8)
  await page.getByRole('button', { name: 'Show All' }).click()
  await expect(leaders).toHaveCount(12)
  const faculty = page.getByRole('region', { name: 'Meet Our Faculty Members' })
  await expect(faculty.getByRole('article')).toHaveCount(16)
  await faculty.getByRole('button', { name: 'Page 2' }).click()
  await expect(faculty.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await faculty.getByRole('article').count()).toBeGreaterThan(0)
  await expect(faculty.getByRole('article').first()).toContainText('@padmapar.example')
  const secondPageName = await faculty.getByRole('article').first().getByRole('heading').innerText()
  // Page 2 is drawn when asked for: the page itself carries the first sixteen only.
  const html = await (await page.request.get('/about-us')).text()
  expect(html).not.toContain(secondPageName)
  await faculty.getByRole('button', { name: 'Page 1' }).click()
  await expect(faculty.getByRole('article')).toHaveCount(16)
  await expect(faculty.getByRole('article').first()).not.toContainText(secondPageName)
})

test('pages without a Bengali character do not fetch the Bengali font', async ({ page }) => {
  // The requests themselves: a device with a Bengali font of its own may use it for any page.
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  await page.goto('/terms')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
  expect(fonts.filter((url) => /noto-sans-bengali/.test(url))).toEqual([])
})

test('class details show every field, and an unknown class says Class Not Found', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('region', { name: 'Classes We Teach' }).getByRole('link').first().click()
  await expect(page).toHaveTitle(titled('Class Details'))
  for (const name of ['Subjects', 'Teachers', 'Admission requirements']) {
    await expect(page.getByRole('heading', { name })).toBeVisible()
  }
  await expect(page.getByText('Duration')).toBeVisible()
  // The fee's Taka sign is drawn by a font that has it (the device's or the site's), not as a box.
  const fee = page.getByText(/^৳[\d,]+ per month$/)
  await expect(fee).toBeVisible()
  await fee.evaluate((element) => element.setAttribute('data-fee', ''))
  const taka = await isolateCharacter(page, '[data-fee]', '৳')
  await expect.poll(async () => (await fontsDrawing(page, taka)).every(drawsBengali)).toBe(true)
  const missing = await page.goto('/class/999999')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Class Not Found' })).toBeVisible()
})

test('gallery: the lightbox opens, moves with the keyboard, zooms and closes', async ({ page }) => {
  await page.goto('/campus-gallery')
  await expect(page.getByRole('heading', { name: 'All Campus Memories' })).toBeVisible()
  await page
    .getByRole('button', { name: /^Open picture:/ })
    .first()
    .click()
  const viewer = page.getByRole('dialog', { name: /^Picture 1 of \d+/ })
  await expect(viewer).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: /^Picture 2 of \d+/ })).toBeVisible()
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect(page.getByRole('dialog').locator('img').first()).toHaveAttribute(
    'style',
    /scale\(2\)/,
  )
  await page.getByRole('button', { name: 'Show picture 1:', exact: false }).click()
  await expect(page.getByRole('dialog', { name: /^Picture 1 of/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('contact: the form shows the exact messages, keeps what was typed, then sends', async ({
  page,
}) => {
  await page.goto('/contact-us')
  await expect(page.getByText('Admission help desk')).toBeVisible()
  await page.getByRole('button', { name: 'Send Message' }).click()
  for (const message of [
    'Full Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Karim Uddin')
  await page.getByRole('textbox', { name: 'Email' }).fill('karim@example')
  await page.getByRole('textbox', { name: 'Subject' }).fill('Admission')
  await page.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(501))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByText('Message must be at most 500 characters')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Karim Uddin')
  await page.getByRole('textbox', { name: 'Email' }).fill('karim.uddin@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('When does admission for Class 6 open?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status')).toContainText('Your message has been sent')
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('')
})

test('sitemap.xml lists public pages and robots.txt keeps private ones out', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/about-us</loc>')
  expect(sitemap).toMatch(/\/news\/\d+<\/loc>/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Sitemap: ')
})

test('publishing a new home title in the admin shows on the cached home page without a rebuild', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One browser is enough for a server-side check.')
  const headers = await adminHeaders(request)
  const before = (await (await request.get('/api/globals/home', { headers })).json()) as {
    hero_section: string
  }
  const title = `Admissions open for 2027 ${Date.now()}`
  try {
    const saved = await request.post('/api/globals/home', {
      headers,
      data: { hero_section: title },
    })
    expect(saved.ok()).toBe(true)
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.post('/api/globals/home', {
      headers,
      data: { hero_section: before.hero_section },
    })
  }
})

test('an empty campus gallery says so in the old site’s words, and pictures staff add come back', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One browser is enough for a server-side check.')
  const headers = await adminHeaders(request)
  type Item = {
    id: number
    title: string
    description?: string
    image: number
    static_status: string
    sort_order?: number
  }
  const listed = await request.get('/api/campus-gallery?limit=500&depth=0', { headers })
  const { docs } = (await listed.json()) as { docs: Item[] }
  expect(docs.length).toBeGreaterThan(0)
  try {
    for (const doc of docs)
      expect((await request.delete(`/api/campus-gallery/${doc.id}`, { headers })).ok()).toBe(true)
    await expect(async () => {
      await page.goto('/campus-gallery')
      await expect(page.getByText('No images available')).toBeVisible({ timeout: 1000 })
      await expect(page.getByText('No Result Found')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
  } finally {
    for (const { id: _, ...doc } of docs)
      await request.post('/api/campus-gallery', { headers, data: doc })
  }
  await expect(async () => {
    await page.goto('/campus-gallery')
    await expect(page.getByRole('button', { name: /^Open picture:/ }).first()).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByText('No images available')).toHaveCount(0)
})
