import { test, type Page } from '@playwright/test'

import { expect, newMember } from './support'

/**
 * Every form a visitor can reach, sent as a browser without JavaScript sends it: found by
 * following the site's links from the home pages of both languages (signed out, then signed in
 * as a member for the forms only members see), one page of each kind. Each form is sent empty,
 * with good values, with wrong values and with hostile ones (very long, control characters,
 * values outside a list, a field twice). Each answer must come within 5 s and say in the page's
 * language what happened, and the server must still answer its health check. A new form on any
 * linked page is covered without a change here.
 */

test.use({ javaScriptEnabled: false })
test.describe.configure({ timeout: 600_000 })

const ANSWER_WITHIN_MS = 5_000
const STRANGE = 'A\u0000B\u0007C\u001b[31m\u202eD\u2028E\uFFFF<script>alert(1)</script>"\'`;--'
/** Control characters, markup and 100,000 more characters. */
const HOSTILE = STRANGE + 'Padmapar '.repeat(12_000)
/** An address has room for a few thousand characters: a search box gets a long question. */
const HOSTILE_QUESTION = HOSTILE.slice(0, 2_000)

type Variant = 'empty' | 'valid' | 'invalid' | 'hostile'
/** A search is sent as a visitor would and as a hostile client would; a form in every way. */
const VARIANTS: Record<string, Variant[]> = {
  get: ['valid', 'hostile'],
  post: ['empty', 'valid', 'invalid', 'hostile'],
}

type FoundForm = { page: string; index: number; method: string; label: string; key: string }

/** Ids do not make a new kind of page (query strings are not followed at all). */
const pageKind = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:n')
/**
 * Pages of one kind may differ in their forms (a reunion among the alumni events takes
 * registrations), so several of each kind are read, in the order the site links them.
 */
const PAGES_PER_KIND = 6

async function crawl(page: Page, starts: string[], seen: Set<string>): Promise<FoundForm[]> {
  const queue = [...starts]
  const visited = new Set<string>()
  const perKind = new Map<string, number>()
  const forms: FoundForm[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    const kind = pageKind(path)
    if (visited.has(path) || (perKind.get(kind) ?? 0) >= PAGES_PER_KIND) continue
    visited.add(path)
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1)
    // A link to a file starts a download instead of a page.
    const response = await page.goto(path).catch(() => null)
    if (!response || !response.ok() || !response.headers()['content-type']?.includes('text/html'))
      continue
    const found = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .map((a) => new URL(a.href))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname)
      const forms = [...document.forms].map((form, index) => {
        const names = [...form.elements]
          .map((el) => (el as HTMLInputElement).name)
          .filter((name) => name && !name.startsWith('$ACTION_'))
        const action = form.getAttribute('action') || location.pathname
        return {
          index,
          method: (form.getAttribute('method') || 'get').toLowerCase(),
          label: form.getAttribute('aria-label') ?? names.join(','),
          // Server actions post to the page itself; their hidden id tells one action from another.
          key: [
            form.getAttribute('method') || 'get',
            form.getAttribute('action') ? new URL(form.action).pathname : '(page)',
            [...form.querySelectorAll<HTMLInputElement>('input[name^="$ACTION_ID_"]')]
              .map((el) => el.name)
              .join(''),
            [...new Set(names)].sort().join(','),
          ].join(' '),
          action,
        }
      })
      return { links, forms }
    })
    for (const link of found.links) {
      if (
        /^\/(api|admin|_next|media|icons|images)\b|\.(xml|ics|csv|pdf|json|txt|webmanifest)$/.test(
          link,
        )
      )
        continue
      if (!visited.has(link) && (perKind.get(pageKind(link)) ?? 0) < PAGES_PER_KIND)
        queue.push(link)
    }
    for (const form of found.forms) {
      const key = `${path.startsWith('/bn') ? 'bn' : 'en'} ${pageKind(form.action)} ${form.key}`
      if (seen.has(key)) continue
      seen.add(key)
      forms.push({ page: path, index: form.index, method: form.method, label: form.label, key })
    }
  }
  return forms
}

/**
 * Fills the form as a variant says and sends it as the browser does (its own encoding, its
 * hidden fields), with the browser's own checks off, as a hostile client has them.
 */
async function fillAndSend(page: Page, form: FoundForm, variant: Variant, tag: string) {
  await page.evaluate(
    ({ index, variant, tag, hostile }) => {
      const target = document.forms[index]!
      target.noValidate = true
      const goodText = (el: HTMLInputElement | HTMLTextAreaElement): string => {
        const name = el.name.toLowerCase()
        const type = el.getAttribute('type') ?? 'text'
        if (type === 'email' || name.includes('email')) return `form.${tag}@example.com`
        if (type === 'password' || name.includes('password')) return 'Bakul-Phool-2026'
        if (type === 'tel' || /phone|mobile/.test(name)) return '01711000111'
        if (type === 'date' || name.includes('date') || name.includes('birth')) return '2010-01-15'
        if (type === 'url' || name.includes('linkedin') || name.includes('url'))
          return 'https://example.com/'
        if (name.includes('registration')) return '2026080001'
        if (name.includes('roll')) return '1'
        if (name.includes('year')) return '2006'
        if (type === 'number') return '1'
        if (el.tagName === 'TEXTAREA') return 'House 12, Road 3, Upashahar, Rajshahi'
        if (name.includes('first')) return 'Tanvir'
        if (name.includes('last')) return 'Hossain'
        return 'Padmapar Ideal School'
      }
      const badText = (el: HTMLInputElement | HTMLTextAreaElement): string => {
        const name = el.name.toLowerCase()
        const type = el.getAttribute('type') ?? 'text'
        if (type === 'email' || name.includes('email')) return 'not-an-address'
        if (type === 'tel' || /phone|mobile/.test(name)) return '12345'
        if (type === 'date' || name.includes('date')) return '31-02-2026'
        if (type === 'number' || /year|roll|registration/.test(name)) return 'abc'
        return 'x'
      }
      for (const el of [...target.elements] as HTMLInputElement[]) {
        const type = el.getAttribute('type') ?? el.tagName.toLowerCase()
        if (!el.name || type === 'hidden' || type === 'submit' || type === 'button') continue
        if (el.name === 'website') continue // the honeypot: people never fill it
        if (el instanceof HTMLSelectElement) {
          const options = [...el.options].filter((o) => o.value !== '')
          if (variant === 'empty') el.value = ''
          else if (variant === 'valid') el.value = options[0]?.value ?? ''
          else {
            const value = variant === 'hostile' ? hostile : 'nonsense'
            el.add(new Option(value, value))
            el.value = value
          }
          continue
        }
        if (type === 'checkbox' || type === 'radio') {
          if (variant === 'hostile') el.value = hostile
          el.checked = variant !== 'empty'
          continue
        }
        if (type === 'file') continue
        // Typed boxes take any text once their own type is plain.
        if (['number', 'date', 'email', 'tel', 'url'].includes(type)) el.type = 'text'
        el.removeAttribute('maxlength')
        const area = el as unknown as HTMLInputElement | HTMLTextAreaElement
        area.value =
          variant === 'empty'
            ? ''
            : variant === 'valid'
              ? goodText(area)
              : variant === 'invalid'
                ? badText(area)
                : hostile
        if (variant === 'hostile') {
          // The same field twice: a server that expects one value gets a list.
          const twin = document.createElement('input')
          twin.type = 'hidden'
          twin.name = el.name
          twin.value = hostile
          target.append(twin)
        }
      }
    },
    {
      index: form.index,
      variant,
      tag,
      hostile: form.method === 'post' ? HOSTILE : HOSTILE_QUESTION,
    },
  )
  const started = Date.now()
  // The answer's HTML, not the pictures or map it then loads.
  const navigation = page.waitForNavigation({
    waitUntil: 'domcontentloaded',
    timeout: ANSWER_WITHIN_MS + 5_000,
  })
  await page.evaluate((index) => document.forms[index]!.requestSubmit(), form.index)
  const response = await navigation
  // The server's time: from the request's start to the answer's last byte. The browser's own
  // work before it sends (encoding ~1 MB of hostile values, laying out 100 KB option labels)
  // is the test's, and on a busy machine took seconds.
  await response?.finished()
  const timing = response?.request().timing()
  const ms = timing && timing.responseEnd >= 0 ? timing.responseEnd : Date.now() - started
  return { response, ms }
}

/** What the page says about the form's answer: visible alerts, statuses and field messages. */
function answerOnPage(page: Page) {
  return page.evaluate(() => {
    // Shown, or drawn once scrolled to (a lower section's `content-visibility: auto`).
    const seen = (el: Element) => el.checkVisibility({ checkOpacity: true })
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()
    const texts: string[] = []
    for (const el of document.querySelectorAll('[role="alert"], [role="status"]'))
      if (seen(el) && text(el)) texts.push(text(el))
    for (const field of document.querySelectorAll('[aria-invalid="true"]')) {
      for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
        const note = id ? document.getElementById(id) : null
        if (note && seen(field) && seen(note) && text(note)) texts.push(text(note))
      }
    }
    return { texts, path: location.pathname, language: document.documentElement.lang }
  })
}

async function sendEveryVariant(page: Page, forms: FoundForm[]) {
  const problems: string[] = []
  for (const form of forms) {
    for (const variant of VARIANTS[form.method] ?? VARIANTS.post!) {
      const where = `${form.page} «${form.label}» ${variant}`
      await page.goto(form.page)
      const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`
      let answer: Awaited<ReturnType<typeof fillAndSend>>
      try {
        answer = await fillAndSend(page, form, variant, tag)
      } catch (error) {
        problems.push(`${where}: no answer (${(error as Error).message.split('\n')[0]})`)
        continue
      }
      const status = answer.response?.status() ?? 0
      if (status >= 500 || status === 0) problems.push(`${where}: answered ${status}`)
      if (answer.ms > ANSWER_WITHIN_MS) problems.push(`${where}: took ${answer.ms} ms`)
      const health = await page.request.get('/api/health', { timeout: 2_000 }).catch(() => null)
      if (health?.status() !== 200) problems.push(`${where}: health check failed afterwards`)
      const said = await answerOnPage(page)
      const bangla = form.page === '/bn' || form.page.startsWith('/bn/')
      if (said.language !== (bangla ? 'bn' : 'en'))
        problems.push(`${where}: answered by a page in ${said.language} (${said.path})`)
      if (form.method !== 'post') continue
      const moved = said.path !== new URL(form.page, 'http://x').pathname
      if (moved) continue // signed in, registered, … : the next page is the answer
      if (said.texts.length === 0) problems.push(`${where}: the page says nothing about the answer`)
      // Each message on its own: one Bangla line must not hide an English one beside it.
      for (const text of said.texts)
        if (bangla ? !/[\u0980-\u09FF]/.test(text) : /[\u0980-\u09FF]/.test(text))
          problems.push(`${where}: answered in the wrong language: ${text.slice(0, 120)}`)
    }
  }
  return problems
}

test('every form is answered without JavaScript, in the page’s language, and the site keeps answering', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'Forms are the same on every screen; sent once.')
  const seen = new Set<string>()
  const publicForms = await crawl(page, ['/', '/bn'], seen)
  // The site's forms for visitors: contact, admission, sign-up, sign-in, password, events …
  expect(publicForms.length, publicForms.map((f) => f.key).join('\n')).toBeGreaterThanOrEqual(10)
  const problems = await sendEveryVariant(page, publicForms)

  await newMember(page).then((account) =>
    page.request.post('/api/v1/login', { data: account }).then((r) => expect(r.ok()).toBe(true)),
  )
  const memberForms = await crawl(page, ['/user-profile', '/bn/user-profile'], seen)
  problems.push(...(await sendEveryVariant(page, memberForms)))

  testInfo.annotations.push({
    type: 'forms',
    description: [...publicForms, ...memberForms].map((f) => `${f.page} ${f.label}`).join('; '),
  })
  expect(problems).toEqual([])
})
