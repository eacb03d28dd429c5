/** Shared steps of the browser tests. */
import AxeBuilder from '@axe-core/playwright'
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'

import {
  expect as baseExpect,
  request as requests,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test'

import { DEMO_ACCOUNTS } from '@seed/demo/accounts'

import { outboxFiles } from '@/lib/email/outbox-adapter'

// Server actions upload and re-encode pictures; on a busy machine that takes more than 5 s.
export const expect = baseExpect.configure({ timeout: 15_000 })

/** Where the server under test writes e-mails when no SMTP server is configured. */
export const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? 'data/e2e/outbox'
/** The build the test server serves (playwright.config.ts); give it with E2E_BASE_URL. */
export const DIST_DIR = process.env.E2E_DIST_DIR ?? '.builds/e2e'

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await fillSignIn(page, email, password)
}

/**
 * A fresh student account made through /api/v1/register, so a test that signs in does not spend
 * the demo accounts' sign-in budget (10 per address and email in 15 minutes) shared by the run.
 */
export async function newMember(page: Page, firstName = 'Sadia', lastName = 'Islam') {
  const account = {
    email: `member.${unique()}@example.com`,
    password: `pass-${unique()}`,
    name: `${firstName} ${lastName}`,
  }
  const response = await page.request.post('/api/v1/register', {
    data: {
      role: 8,
      first_name: firstName,
      last_name: lastName,
      email: account.email,
      phone: '01711000222',
      password: account.password,
      student_id: `S-${unique()}`,
      class: '10',
      group: 'Science',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

/** Fills and sends the sign-in form already on screen. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

export type Mail = { to: string; subject: string; text?: string; html?: string }

/** The newest e-mail to `to` that `accept` takes, read from the outbox (waits for it). */
export async function newestMail(to: string, accept: (mail: Mail) => boolean = () => true) {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const files = (await outboxFiles(OUTBOX_DIR)).reverse()
      for (const file of files) {
        const mail = JSON.parse(await readFile(file, 'utf8')) as Mail
        if (mail.to === to && accept(mail)) {
          found = mail
          return true
        }
      }
      return false
    })
    .toBe(true)
  return found as Mail
}

/**
 * The admin panel signed in as the demo administrator: at a desk-sized window in English unless
 * `viewport` and `language` (the panel's own: 'en' or 'bn-BD') say otherwise; `timezoneId` sets
 * the computer's clock (the machine's own when left out).
 */
export async function adminDesk(
  browser: Browser,
  {
    viewport = { width: 1280, height: 900 },
    language = 'en',
    timezoneId,
  }: { viewport?: { width: number; height: number }; language?: string; timezoneId?: string } = {},
) {
  const desk = await browser.newContext({ viewport, timezoneId })
  // Signed in through the API, as the sign-in form does, with a session of its own (a test that
  // signs out ends only its own); the form itself is tested where sign-in is the subject.
  const login = await desk.request.post('/api/admins/login', {
    data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  })
  expect(login.status(), await login.text()).toBe(200)
  const staff = await desk.newPage()
  if (language !== 'en') {
    // The language staff choose under Account → Language is kept in this cookie.
    const { origin } = new URL(login.url())
    await desk.addCookies([{ name: 'payload-lng', value: language, url: origin }])
  }
  await staff.goto('/admin')
  await staff.waitForURL(/\/admin$/)
  return { staff, close: () => desk.close() }
}

/** Headers that make API calls as the demo admin (for tests that change content as staff would). */
export async function adminHeaders(request: APIRequestContext) {
  // Signed in from a context of its own: the staff session's cookie must not replace the
  // member's session of the page whose `request` this is.
  const { origin } = new URL((await request.get('/api/health')).url())
  const own = await requests.newContext({ baseURL: origin })
  try {
    const login = await own.post('/api/admins/login', {
      data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    })
    expect(login.ok(), 'the demo admin signs in').toBe(true)
    const { token } = (await login.json()) as { token: string }
    return { Authorization: `JWT ${token}` }
  } finally {
    await own.dispose()
  }
}

/**
 * Public pages draw their lower sections once loaded (draw-rest.client.tsx); until then a section's
 * text reads as empty and its colours as blank, as on screen. Waits for `<html data-drawn>`.
 */
export async function waitUntilDrawn(page: Page) {
  if (await page.locator('main#main ~ footer').count())
    await page.waitForFunction(() => document.documentElement.dataset.drawn !== undefined, null, {
      timeout: 15_000,
    })
}

/** axe-core finds nothing serious or critical on the page (embedded third-party frames aside). */
export async function expectNoSeriousA11yViolations(page: Page) {
  await waitUntilDrawn(page)
  // A page reached by a client-side move gets its title a moment after its content: the title is
  // streamed in once the page's data is read. A page with no title still fails, here.
  await expect.poll(() => page.title(), { message: 'the page has a title' }).not.toBe('')
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** The first id a list call of /api/v1 answers with (its `data` array, or `data.data`). */
export async function firstId(page: Page, url: string): Promise<number> {
  const body = (await (await page.request.get(url)).json()) as {
    data: { id: number }[] | { data: { id: number }[] }
  }
  const list = Array.isArray(body.data) ? body.data : body.data.data
  const id = list[0]?.id
  if (id === undefined) throw new Error(`No item at ${url}`)
  return id
}

/** A font the browser drew text with, as Chromium's DevTools report it. */
export type DrawnFont = {
  familyName: string
  postScriptName: string
  isCustomFont: boolean
  glyphCount: number
}

/**
 * The fonts the browser drew the text of the first element matching `selector` with: what the
 * visitor sees, whichever font was installed or fetched to get there.
 */
export async function fontsDrawing(page: Page, selector: string): Promise<DrawnFont[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    if (!nodeId) throw new Error(`Nothing matches ${selector}`)
    const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as {
      fonts: DrawnFont[]
    }
    return fonts
  } finally {
    await cdp.detach()
  }
}

/**
 * Whether a font has Bengali letters: the site's own web fonts (its only ones are Bengali) or a
 * Bengali font of the device. Anything else draws Bengali text as empty boxes.
 */
export const drawsBengali = (font: DrawnFont) =>
  font.isCustomFont ||
  /bengali|bangla|nirmala|vrinda|shonar|lohit|kalpurush|solaiman|siyam|mukti|kohinoor/i.test(
    font.familyName,
  )

/** Whether a font is a real bold face (not the regular one thickened by the browser). */
export const isBoldFace = (font: DrawnFont) =>
  /bold|black|heavy|semibold|demibold/i.test(font.postScriptName)

/**
 * Wraps the first `character` in the text of the first element matching `selector` in a span of
 * its own (same styles), so the font drawing just that character can be asked for.
 */
export async function isolateCharacter(page: Page, selector: string, character: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((element, wanted) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      ) {
        const at = node.data.indexOf(wanted)
        if (at < 0) continue
        const rest = node.splitText(at)
        rest.splitText(wanted.length)
        const span = document.createElement('span')
        span.dataset.glyph = ''
        rest.replaceWith(span)
        span.append(rest)
        return
      }
      throw new Error(`No ${wanted} in the element`)
    }, character)
  return '[data-glyph]'
}

/**
 * Makes the member with `email` an approved alumnus of `batch`, as the office does after checking
 * their dues: only such a member may hold reunion seats.
 */
export async function approveAlumnus(request: APIRequestContext, email: string, batch: number) {
  const headers = await adminHeaders(request)
  const first = async (path: string) => {
    const response = await request.get(`/api/${path}`, { headers })
    return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  const response = await request.post('/api/alumni-registrations', {
    headers,
    data: {
      user: await first(`users?where[email][equals]=${encodeURIComponent(email)}&depth=0`),
      network: await first('alumni-resources?limit=1&depth=0'),
      name: 'Approved Alumnus',
      passing_year: batch,
      degree: 'Other',
      batch: String(batch),
      job_title: 'Officer',
      current_profession: 'Service',
      company_name: 'Demo Ltd',
      email,
      payment_method: 'Nagad',
      transaction_id: `7A${unique().slice(-6)}`,
      status: 'approved',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/**
 * The treasurer confirms a reunion registration's payment; its entry cards are then issued.
 * Answers the registration's people with their entry codes.
 */
export async function verifyReunionPayment(request: APIRequestContext, registrationId: number) {
  const headers = await adminHeaders(request)
  const response = await request.patch(`/api/reunion-registrations/${registrationId}`, {
    headers,
    data: { payment_status: 'verified' },
  })
  expect(response.status(), await response.text()).toBe(200)
  const { doc } = (await response.json()) as {
    doc: { people: { name: string; entry_code: string | null }[] }
  }
  return doc.people
}

/**
 * A second server of the test run's build on `port` (`next start`), with the test run's files and
 * `env` on top of this process's environment (without the variables named in `without`); resolves
 * once /api/health answers. `stop` ends it and waits until it has.
 */
export async function secondServer(
  port: number,
  env: Record<string, string>,
  without: string[] = [],
): Promise<{ stop: () => Promise<void> }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !without.includes(name)),
  )
  const server = spawn('npx', ['next', 'start', '--port', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      MEDIA_DIR: 'data/e2e/media',
      DOCUMENTS_DIR: 'data/e2e/documents',
      OUTBOX_DIR: 'data/e2e/outbox',
      ...env,
    },
  })
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
  return {
    stop: async () => {
      if (!server.pid || server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      process.kill(-server.pid, 'SIGTERM')
      await exited
    },
  }
}
