import { expect, test } from '@playwright/test'

import { expectNoSeriousA11yViolations, firstId } from './support'

const SCHOOL = 'Padmapar Ideal School & College'
const titled = (page: string) => new RegExp(`^${page} \\| ${SCHOOL.replace(/[&]/g, '\\$&')}$`)

const LISTS: [path: string, title: string, all: string][] = [
  ['/news', 'News', 'All News'],
  ['/blogs', 'Blogs', 'All Blogs'],
  ['/articles', 'Articles', 'All Articles'],
  ['/events', 'Events', 'All Events'],
]

for (const [path, title, all] of LISTS) {
  test(`${path} is titled and lists items with numbered pages`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(titled(title))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const section = page.getByRole('region', { name: all })
    expect(await section.getByRole('article').count()).toBeGreaterThan(0)
    await expect(section.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
}

test('news search runs on the server, says when nothing matches, and clears', async ({ page }) => {
  await page.goto('/news')
  const search = page.getByRole('search', { name: 'Search news' })
  await search.getByRole('searchbox').fill('science')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/news\?q=science/)
  const results = page.getByRole('region', { name: 'All News' }).getByRole('article')
  await expect(results.first()).toContainText(/science/i)
  await page.goto('/news?q=zzzz-nothing-matches')
  await expect(
    page.getByRole('region', { name: 'All News' }).getByText('No results found'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Clear' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('region', { name: 'All News' }).getByRole('article')).toHaveCount(12)
})

test('pages live in the address, and a page past the end shows the last page', async ({ page }) => {
  await page.goto('/news?page=2')
  const list = page.getByRole('region', { name: 'All News' })
  await expect(list.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  const response = await page.goto('/news?page=999')
  expect(response?.status()).toBe(200)
  await expect(list.getByRole('article').first()).toBeVisible()
})

test('events filter by topic and show Back only while filtered', async ({ page }) => {
  await page.goto('/events')
  await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0)
  await page.getByLabel('Event Topic').fill('Science')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/name=Science/)
  const results = page.getByRole('region', { name: 'All Events' }).getByRole('article')
  await expect(results.first()).toContainText(/science/i)
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/events$/)
})

test('details pages open from their lists and unknown ids answer 404 with the old site’s text', async ({
  page,
}) => {
  for (const [list, notFound] of [
    ['/news', 'Article not found.'],
    ['/blogs', 'Blog not found!'],
    ['/articles', 'Article not found'],
  ] as const) {
    await page.goto(list)
    await page
      .getByRole('region', { name: /^All / })
      .getByRole('link', { name: /^Read More/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible()
    const missing = await page.goto(`${list}/999999`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: notFound, exact: true })).toBeVisible()
  }
  const event = await page.goto('/events/999999')
  expect(event?.status()).toBe(404)
})

test(
  'event details have the three tabs and the facts panel',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/events')
    await page
      .getByRole('region', { name: 'All Events' })
      .getByRole('link', { name: /^View Details/ })
      .first()
      .click()
    await expect(page).toHaveTitle(titled('Event Details'))
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.getByRole('tab', { name: 'Gallery' }).click()
    await expect(page.getByRole('heading', { name: 'Image Gallery of Events' })).toBeVisible()
    const facts = page.getByRole('complementary', { name: 'Event facts' })
    await expect(facts.getByRole('button', { name: 'Register for this Event' })).toBeVisible()
    if (testInfo.project.name === 'mobile') {
      // On a phone the panel is the Register bar; date, time and place stand under the title.
      for (const label of ['Date', 'Time', 'Location'])
        await expect(page.locator('dt:visible', { hasText: label }).first()).toBeVisible()
      return
    }
    for (const label of ['Date', 'Time', 'Event Open to', 'Registered', 'Location']) {
      await expect(facts.getByText(label, { exact: true })).toBeVisible()
    }
  },
)

test('share copies the link and says so for two seconds', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Phones use the share sheet instead.')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/news')
  await page
    .getByRole('region', { name: 'All News' })
    .getByRole('link', { name: /^Read More/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Copied!')).toBeVisible()
  // A news item's link, not a profile's (the old site said "Profile link" on every page).
  await expect(page.getByText('The link has been copied to the clipboard.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  await expect(page.getByText('Copied!')).toBeHidden({ timeout: 4000 })
})

test('the alumni association lists networks, alumni and upcoming alumni events', async ({
  page,
}) => {
  await page.goto('/alumni-association')
  await expect(page).toHaveTitle(titled('Alumni Association'))
  await expect(page.getByRole('heading', { name: 'Some of our Alumni' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See All Events' })).toHaveAttribute(
    'href',
    '/events',
  )
  await page
    .getByRole('region', { name: 'Upcoming alumni events', exact: true })
    .getByRole('link', { name: /^View Details/ })
    .first()
    .click()
  await expect(page.getByText('Starts', { exact: true })).toBeVisible()
  await expect(page.getByText('Ends', { exact: true })).toBeVisible()
  const missing = await page.goto('/alumni-association/alumni-events/999999')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Alumni Event not found!' })).toBeVisible()
})

test(
  'carousels show four slides on a desktop and one on a phone',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/news')
    const carousel = page.getByRole('region', { name: 'Featured news' })
    const slide = carousel.locator('li').first()
    const [slideBox, trackBox] = await Promise.all([
      slide.boundingBox(),
      carousel.locator('ul').boundingBox(),
    ])
    const visible = Math.round((trackBox!.width + 16) / (slideBox!.width + 16))
    expect(visible).toBe(testInfo.project.name === 'desktop' ? 4 : 1)
  },
)

test('carousels show each item once, and a move takes the old site’s time', async ({ page }) => {
  const videos = (await (await page.request.get('/api/v1/front-student-video-data')).json()) as {
    data: unknown[]
  }
  await page.goto('/')
  const slides = page.getByRole('region', { name: 'Student videos' }).getByRole('listitem')
  await expect(slides).toHaveCount(videos.data.length)

  // The featured news carousel holds more than a desktop row, so it moves on every screen.
  await page.goto('/news')
  const news = page.getByRole('region', { name: 'Featured news' })
  const track = news.getByRole('list')
  // Every frame's position from the click on, timed in the page itself.
  await track.evaluate((el) => {
    const samples: [number, number][] = []
    ;(window as unknown as { samples: typeof samples }).samples = samples
    const began = performance.now()
    const frame = (now: number) => {
      samples.push([now, el.scrollLeft])
      if (now - began < 3000) requestAnimationFrame(frame)
      else (window as unknown as { sampled: boolean }).sampled = true
    }
    requestAnimationFrame(frame)
  })
  await news.getByRole('button', { name: 'Next slides' }).click()
  const step = await track.evaluate(
    (el) => (el.children[1] as HTMLElement).offsetLeft - (el.children[0] as HTMLElement).offsetLeft,
  )
  await page.waitForFunction(() => (window as unknown as { sampled?: boolean }).sampled === true)
  const samples = await page.evaluate(
    () => (window as unknown as { samples: [number, number][] }).samples,
  )
  const moving = samples.filter(([, left], i) => i > 0 && left !== samples[i - 1]![1])
  const [first, last] = [moving[0]!, moving.at(-1)!]
  // One slide along, in about the old site's 500 ms (frames on a busy machine come late).
  expect(Math.abs(last[1] - step)).toBeLessThan(4)
  expect(last[0] - first[0]).toBeGreaterThan(300)
  expect(last[0] - first[0]).toBeLessThan(1000)
})

test(
  'news, articles, blogs, events and the alumni pages have no serious accessibility problem',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(180_000)
    const news = await firstId(page, '/api/v1/news')
    const event = await firstId(page, '/api/v1/event?type=Event')
    const article = await firstId(page, '/api/v1/event?type=Article')
    const blog = await firstId(page, '/api/v1/event?type=Blog')
    for (const path of [
      '/news',
      `/news/${news}`,
      `/news-and-articles/${news}`,
      '/news?q=zzzz-nothing',
      '/articles',
      `/articles/${article}`,
      '/blogs',
      `/blogs/${blog}`,
      '/events',
      `/events/${event}`,
      '/alumni-association',
    ]) {
      await test.step(path, async () => {
        expect((await page.goto(path))?.status()).toBe(200)
        await expectNoSeriousA11yViolations(page)
      })
    }
  },
)
