/**
 * A parent's phone: what a visitor on a 390 px phone and on a 1280 px laptop finds first, in
 * English and Bangla. Tasks and news come first on the home page, no story shows twice above a
 * full list, an event page says when, where and how to register before its description, the
 * menu fits a laptop, headlines end on whole words, and nothing loads from a map site until
 * asked. The phone project runs these at 390 × 844, the desktop project at 1280 × 800.
 */
import { test, type Locator, type Page, type TestInfo } from '@playwright/test'

import { CATALOGUES } from '@/i18n/catalogues'

import { expect, expectNoSeriousA11yViolations } from './support'

const LANGUAGES = ['en', 'bn'] as const
type Language = (typeof LANGUAGES)[number]

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }

const isPhone = (info: TestInfo) => info.project.name === 'mobile'
const screen = (info: TestInfo) => (isPhone(info) ? PHONE : LAPTOP)

/** The address of `path` in `language` ('/news' is '/bn/news' in Bangla). */
const at = (language: Language, path: string) =>
  language === 'en' ? path : `/bn${path === '/' ? '' : path}`

const text = (language: Language) => CATALOGUES[language]

/** A catalogue message with its {placeholders} filled in. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
const digits = (value: number, language: Language) =>
  language === 'en'
    ? String(value)
    : String(value).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d)

/** How far the top of an element is from the top of the page, in CSS pixels. */
const pageTop = (locator: Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

/** The links a part of the page holds, as addresses without the language prefix. */
const hrefs = async (scope: Locator) =>
  (await scope.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    .filter((href): href is string => Boolean(href))
    .map((href) => href.replace(/^\/bn(?=\/)/, ''))

/** The section whose heading has the id `${id}-heading`. */
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}-heading"]`)

async function eventId(page: Page, name: string): Promise<number> {
  const answer = await page.request.get(
    `/api/v1/event/search?type=Event&name=${encodeURIComponent(name)}`,
  )
  const body = (await answer.json()) as { data: { id: number; name: string }[] }
  const found = body.data.find((event) => event.name === name)
  if (!found) throw new Error(`No event named ${name}`)
  return found.id
}

/** A headline as the page cut it, and the whole headline from the item's own page. */
async function cutHeadline(page: Page, shown: string, href: string) {
  const html = await (await page.request.get(href)).text()
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  const whole = h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim()
  return { shown, whole }
}

/** A shortened headline ends on a whole word of the full one, the ellipsis within `max`. */
function expectWholeWords({ shown, whole }: { shown: string; whole: string }, max: number) {
  expect(shown.length, `'${shown}' is at most ${max} characters`).toBeLessThanOrEqual(max)
  if (shown === whole) return
  const kept = shown.replace(/(…|\.\.\.)$/, '')
  expect(whole.startsWith(kept), `'${whole}' starts with '${kept}'`).toBe(true)
  expect(whole.charAt(kept.length), `'${shown}' ends on a whole word of '${whole}'`).toMatch(
    /[^\p{L}\p{N}\p{M}]/u,
  )
}

test.beforeEach(async ({ page }, info) => {
  await page.setViewportSize(screen(info))
})

for (const language of LANGUAGES) {
  test.describe(`${language === 'en' ? 'English' : 'Bangla'}`, () => {
    const t = text(language)

    test('the home page offers the tasks right under the hero', async ({ page }) => {
      await page.goto(at(language, '/'))
      const tasks = page.getByRole('navigation', { name: t.HomeTasks.label })
      await expect(tasks).toBeVisible()
      const links = [
        [t.HomeTasks.admission, '/admission'],
        [t.HomeTasks.notices, '/notices'],
        [t.HomeTasks.results, '/results'],
        [t.HomeTasks.calendar, '/calendar'],
        [t.HomeTasks.contact, '/contact-us'],
      ] as const
      for (const [name, path] of links) {
        const link = tasks.getByRole('link', { name, exact: true })
        await expect(link).toHaveAttribute('href', at(language, path))
        await expect(link).toBeInViewport()
      }
      const hero = page.locator('section[aria-labelledby="hero-title"]')
      const heroBottom = await hero.evaluate((el) => el.getBoundingClientRect().bottom + scrollY)
      expect(Math.abs((await pageTop(tasks)) - heroBottom)).toBeLessThan(2)
    })

    test('the first notice, news item and event are within four screens of the top', async ({
      page,
    }, info) => {
      await page.goto(at(language, '/'))
      const main = page.getByRole('main')
      const firstOf = (path: string) => main.locator(`a[href*="${path}/"]`).first()
      const limit = 4 * screen(info).height
      for (const [what, path] of [
        ['notice', '/notices'],
        ['news item', '/news'],
        ['event', '/events'],
      ] as const) {
        await expect(firstOf(path), `a ${what} on the home page`).toBeVisible()
        const top = await pageTop(firstOf(path))
        expect(top, `the first ${what} starts ${Math.round(top)} px down`).toBeLessThan(limit)
      }
    })

    test('news, blogs and articles show no story twice above the full list', async ({ page }) => {
      await page.goto(at(language, '/news'))
      const top = await hrefs(section(page, 'top-news'))
      const featured = await hrefs(section(page, 'featured-news'))
      expect(top.length).toBe(5)
      expect(featured.length).toBeGreaterThan(0)
      expect(featured.filter((href) => top.includes(href))).toEqual([])
      expect(new Set(featured).size).toBe(featured.length)
      // Featured news cards carry the short description (50 characters at most).
      for (const card of await section(page, 'featured-news').getByRole('article').all()) {
        const summary = card.locator('p').nth(1)
        await expect(summary).toHaveText(/\S/)
        expect((await summary.innerText()).length).toBeLessThanOrEqual(50)
      }

      await page.goto(at(language, '/blogs'))
      const lead = section(page, 'featured-lead')
      const leadStory = (await lead.locator(':scope > div > a').getAttribute('href'))?.replace(
        /^\/bn(?=\/)/,
        '',
      )
      const recent = await hrefs(lead.getByRole('list'))
      const blogs = await hrefs(section(page, 'featured'))
      const above = [leadStory, ...recent, ...blogs]
      expect(recent.length).toBeGreaterThan(0)
      expect(new Set(above).size, above.join(' ')).toBe(above.length)

      await page.goto(at(language, '/articles'))
      const mosaic = await hrefs(section(page, 'latest'))
      const articles = await hrefs(section(page, 'featured'))
      expect(mosaic.length).toBe(5)
      expect(articles.filter((href) => mosaic.includes(href))).toEqual([])
      // The full list stays complete: its first page still starts with the newest article.
      const all = await hrefs(section(page, 'all').getByRole('article'))
      expect(all[0]).toBe(mosaic[0])
    })

    test('an event page says when, where and how many seats are left before its description, and keeps Register in reach', async ({
      page,
    }, info) => {
      const id = await eventId(page, 'Annual Science Fair 2026')
      await page.goto(at(language, `/events/${id}`))
      const e = t.EventDetail
      const heading = page.getByRole('heading', { level: 1 })
      const register = page.getByRole('button', { name: t.EventForm.register })
      await expect(register).toBeInViewport()
      const overview = page.getByRole('tabpanel')
      for (const label of [e.date, e.time, e.location]) {
        const fact = page.locator('dt:visible', { hasText: label }).first()
        await expect(fact).toBeInViewport()
        // On a phone they come right under the title, before the description.
        if (isPhone(info)) {
          expect(await pageTop(fact)).toBeGreaterThan(await pageTop(heading))
          expect(await pageTop(fact)).toBeLessThan(await pageTop(overview))
        }
      }
      const seats = new RegExp(
        fill(e.seatsLeft, { left: '[০-৯\\d]+', capacity: digits(300, language) }),
      )
      await expect(page.locator('dd:visible', { hasText: seats }).first()).toBeInViewport()
      // Reading to the end of the description, Register stays on the screen.
      await overview.evaluate((el) => {
        const bottom = el.getBoundingClientRect().bottom + window.scrollY
        window.scrollTo({ top: bottom - window.innerHeight, behavior: 'instant' })
      })
      await expect(overview).toBeInViewport()
      await expect(register).toBeInViewport()
      if (isPhone(info)) {
        // On a phone the facts are under the title, so the side panel holds only the button.
        await expect(page.getByRole('complementary', { name: e.factsLabel })).toBeInViewport()
      }
    })

    test('an event without registrations invites people instead of showing a zero', async ({
      page,
    }, info) => {
      const id = await eventId(page, 'Inter-house Sports Day')
      await page.goto(at(language, `/events/${id}`))
      const e = t.EventDetail
      const zero = new RegExp(`${e.registered}\\s*${digits(0, language)}(?![০-৯\\d])`)
      await expect(page.getByRole('main')).not.toContainText(zero)
      if (!isPhone(info)) {
        const panel = page.getByRole('complementary', { name: e.factsLabel })
        await expect(
          panel.locator('div', { has: page.getByText(e.registered, { exact: true }) }).last(),
        ).toContainText(e.registeredNone)
      }
    })

    test('All Events starts with the next event and keeps past events after the ones to come', async ({
      page,
    }) => {
      await page.goto(at(language, '/events'))
      const upcoming = await hrefs(
        page.getByRole('region', { name: t.Events.upcomingLabel, exact: true }),
      )
      const all = await hrefs(
        page
          .getByRole('region', { name: t.EventsIndex.allTitle, exact: true })
          .getByRole('article'),
      )
      expect(all[0]).toBe(upcoming[0])
      // The six events of page 1 are the six soonest, in the carousel's order.
      expect(all.slice(0, 6)).toEqual(upcoming.slice(0, 6))
    })

    test('the Registration tab holds the date, place, time and the programme', async ({ page }) => {
      const id = await eventId(page, 'Annual Science Fair 2026')
      await page.goto(at(language, `/events/${id}`))
      const e = t.EventDetail
      await expect(
        page.getByRole('tabpanel').getByRole('heading', { name: e.speakers }),
      ).toHaveCount(0)
      await page.getByRole('tab', { name: e.registration }).click()
      const panel = page.getByRole('tabpanel')
      for (const label of [e.date, e.location, e.time])
        await expect(panel.getByText(label, { exact: true })).toBeVisible()
      for (const heading of [e.speakers, e.workshops, e.networks])
        await expect(panel.getByRole('heading', { name: heading })).toBeVisible()
      await expect(panel.getByRole('region', { name: e.speakers })).toContainText(
        'Dr. Nasrin Sultana',
      )
      await expect(panel.getByText(e.noNetworks)).toBeVisible()
    })

    test('the event map loads nothing from the map site until asked for', async ({
      page,
    }, info) => {
      const mapRequests: string[] = []
      page.on('request', (request) => {
        if (/google\.|maps\./.test(new URL(request.url()).hostname)) mapRequests.push(request.url())
      })
      const id = await eventId(page, 'Annual Science Fair 2026')
      await page.goto(at(language, `/events/${id}`))
      await page.waitForLoadState('load')
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(mapRequests).toEqual([])
      const e = t.EventDetail
      const open = page.getByRole('link', { name: e.openMap }).filter({ visible: true })
      await expect(open).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//)
      if (!isPhone(info)) {
        await page.getByRole('button', { name: e.showMap }).click()
        await expect(page.locator('iframe')).toHaveAttribute(
          'src',
          /^https:\/\/www\.google\.com\/maps\?q=School%20auditorium.*&output=embed$/,
        )
        await expect(page.locator('iframe')).toHaveAttribute(
          'title',
          fill(e.mapOf, { place: 'School auditorium' }),
        )
      }
    })

    test('headlines are cut at a word, within the old site’s lengths', async ({ page }) => {
      await page.goto(at(language, '/news'))
      const tiles = section(page, 'top-news').getByRole('link')
      let cut = 0
      for (const tile of await tiles.all()) {
        const shown = (await tile.innerText()).split('\n')[1]?.trim() ?? ''
        const headline = await cutHeadline(page, shown, (await tile.getAttribute('href')) ?? '')
        if (headline.shown !== headline.whole) cut += 1
        expectWholeWords(headline, 25)
      }
      expect(cut, 'some top headlines are long enough to be cut').toBeGreaterThan(0)

      await page.goto(at(language, '/events'))
      for (const card of await page
        .getByRole('region', { name: t.EventsIndex.allTitle, exact: true })
        .getByRole('article')
        .all()) {
        const shown = (await card.getByRole('heading').innerText()).trim()
        const href = (await card.getByRole('link').getAttribute('href')) ?? ''
        expectWholeWords(await cutHeadline(page, shown, href), 20)
      }
    })

    test('carousels show each item once, with arrows only where the items do not fit', async ({
      page,
    }, info) => {
      const videos = (await (
        await page.request.get('/api/v1/front-student-video-data')
      ).json()) as {
        data: unknown[]
      }
      await page.goto(at(language, '/'))
      const slides = page
        .getByRole('region', { name: t.HomeSections.studentVideosLabel, exact: true })
        .getByRole('listitem')
      const count = videos.data.length
      await expect(slides).toHaveCount(count)
      await expect(slides.last()).toHaveAccessibleName(
        fill(t.Ui.slideOf, { index: digits(count, language), total: digits(count, language) }),
      )

      await page.goto(at(language, '/blogs'))
      const featured = page.getByRole('region', {
        name: t.WritingKinds.blog.featuredLabel,
        exact: true,
      })
      const blogs = await hrefs(featured.getByRole('listitem'))
      expect(new Set(blogs).size).toBe(blogs.length)
      const next = featured.getByRole('button', { name: t.Ui.nextSlides })
      if (!isPhone(info) && blogs.length <= 4) await expect(next).toBeHidden()
      if (isPhone(info) && blogs.length > 1) await expect(next).toBeVisible()
    })

    test('searching articles with an empty box brings the full list back', async ({ page }) => {
      const w = t.WritingKinds.article
      await page.goto(at(language, '/articles?q=zzzz-nothing-matches'))
      const all = page.getByRole('region', { name: w.allTitle, exact: true })
      await expect(all.getByText(w.emptyList)).toBeVisible()
      const search = page.getByRole('search', { name: w.searchLabel })
      await search.getByRole('searchbox').fill('')
      await search.getByRole('button', { name: t.Content.search }).click()
      await expect(all.getByText(w.emptyList)).toHaveCount(0)
      await expect(all.getByRole('article')).toHaveCount(12)
    })

    test('the top bar’s links and buttons are at least 24 px tall and wide', async ({ page }) => {
      await page.goto(at(language, '/'))
      const targets = page.getByRole('banner').locator(':scope > div').first().locator('a, button')
      const boxes = await targets.evaluateAll((elements) =>
        elements
          .map((el) => ({ name: el.textContent?.trim(), box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .map(({ name, box }) => ({ name, width: box.width, height: box.height })),
      )
      expect(boxes.length).toBeGreaterThan(1)
      for (const { name, width, height } of boxes) {
        expect(height, `${name} is ${height} px tall`).toBeGreaterThanOrEqual(24)
        expect(width, `${name} is ${width} px wide`).toBeGreaterThanOrEqual(24)
      }
    })

    test('laptops get the full menu from 1024 px, phones the side menu', async ({ page }, info) => {
      const shell = t.Shell
      const widths = isPhone(info) ? [PHONE.width] : [1024, 1263, LAPTOP.width]
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(at(language, '/about-us'))
        const nav = page.getByRole('banner').getByRole('navigation', { name: shell.mainNavigation })
        const menuButton = page.getByRole('button', { name: shell.openMenu })
        if (width < 1024) {
          await expect(nav).toBeHidden()
          await expect(menuButton).toBeVisible()
          continue
        }
        await expect(nav, `the menu at ${width} px`).toBeVisible()
        await expect(menuButton).toBeHidden()
        const links = nav.getByRole('link')
        await expect(links).toHaveCount(9)
        const tops = new Set<number>()
        for (const link of await links.all()) {
          await expect(link).toBeInViewport({ ratio: 1 })
          tops.add(Math.round((await link.boundingBox())?.y ?? -1))
        }
        expect(tops.size, `the menu is one row at ${width} px`).toBe(1)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
      }
    })

    test('the home page and an event page stay free of serious accessibility problems', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.goto(at(language, '/'))
      await expectNoSeriousA11yViolations(page)
      await page.goto(at(language, `/events/${await eventId(page, 'Annual Science Fair 2026')}`))
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test('on wide screens the hero’s second column moves opposite the first', async ({
  page,
}, info) => {
  test.skip(isPhone(info), 'Both sliders move sideways on a phone.')
  await page.goto('/')
  const strips = page.locator('section[aria-labelledby="hero-title"] ul')
  await expect(strips).toHaveCount(2)
  const offsets = () =>
    strips.evaluateAll((lists) =>
      lists.map((ul) => new DOMMatrix(getComputedStyle(ul).transform).m42),
    )
  const before = await offsets()
  // Each column keeps moving its own way: up for the first, down for the second.
  await expect
    .poll(async () => (await offsets())[0]! - before[0]!, { message: 'the first column moves up' })
    .toBeLessThan(0)
  await expect
    .poll(async () => (await offsets())[1]! - before[1]!, {
      message: 'the second column moves down',
    })
    .toBeGreaterThan(0)
})

test('the first paint draws the first screen; the rest is drawn once the page has loaded', async ({
  browser,
  page,
}, info) => {
  const lowerParts = 'main > section:not(:first-child)'
  const visibility = (scope: Page) =>
    scope
      .locator(lowerParts)
      .evaluateAll((parts) => parts.map((part) => getComputedStyle(part).contentVisibility))

  // Without scripts the lower sections are drawn as they come near the screen, and stay in the page.
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: screen(info) })
  const still = await bare.newPage()
  await still.goto('/')
  const before = await visibility(still)
  expect(before.length, 'the home page has parts below its first screen').toBeGreaterThan(4)
  expect(new Set(before)).toEqual(new Set(['auto']))
  const lastLink = still.locator(`${lowerParts} a[href]`).last()
  await lastLink.scrollIntoViewIfNeeded()
  await expect(lastLink).toBeVisible()
  await bare.close()

  // With scripts every section is drawn once the page has loaded, and again after moving on.
  await page.goto('/')
  await expect(page.locator('html[data-drawn]')).toHaveCount(1)
  expect(new Set(await visibility(page))).toEqual(new Set(['visible']))
  await page.locator('main a[href="/news"]').first().click()
  await page.waitForURL('**/news')
  await expect(page.locator('html[data-drawn]')).toHaveCount(1)
  await expect(page.locator('main > section[aria-labelledby="all-news-heading"]')).toHaveAttribute(
    'data-drawn',
    '',
  )
  expect(new Set(await visibility(page))).toEqual(new Set(['visible']))
})
