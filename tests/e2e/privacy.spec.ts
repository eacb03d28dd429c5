/**
 * Children's data: a visitor who is not signed in can read every public page and its React
 * Server Components payload without meeting a member's private phone number or e-mail address;
 * members' pages stay out of search engines and the own profile is never cached.
 */
import { test, type APIRequestContext } from '@playwright/test'

import { isSectionPublic, type ProfileSection } from '@/lib/profile-privacy'
import type { User } from '@/payload-types'
import { DEMO_ACCOUNTS } from '@seed/demo/accounts'

import { expect, newMember } from './support'

const PRIVATE_FIELDS: Record<ProfileSection, (keyof User)[]> = {
  contact: ['email', 'phone', 'alternative_phone', 'emergency_phone'],
  guardian: ['father_phone', 'mother_phone', 'local_guardian_phone'],
  address: [],
  details: [],
  basic: [],
}

/** Every member's contact details that no visitor may see, read with a staff account. */
async function privateContacts(request: APIRequestContext) {
  const login = await request.post('/api/admins/login', {
    data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  // Payload's REST API gives at most 100 members a page.
  const docs: User[] = []
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/users?limit=100&page=${page}&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const body = (await response.json()) as { docs: User[]; hasNextPage: boolean }
    docs.push(...body.docs)
    if (!body.hasNextPage) break
  }
  const secrets = new Set<string>()
  for (const member of docs) {
    for (const [section, fields] of Object.entries(PRIVATE_FIELDS)) {
      if (isSectionPublic(member, section as ProfileSection)) continue
      for (const field of fields) {
        const value = member[field]
        if (typeof value === 'string' && value.trim().length >= 6) secrets.add(value.trim())
      }
    }
  }
  return { secrets, members: docs.map((member) => member.id) }
}

test('a logged-out crawl of every public page and its RSC payload holds no private contact', async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The server answers the same to any viewport.')
  // About 300 addresses, each asked for twice over HTTP (no browser): well under a minute.
  test.setTimeout(180_000)
  const staff = await playwright.request.newContext({ baseURL })
  const { secrets, members } = await privateContacts(staff)
  await staff.dispose()
  expect(secrets.size).toBeGreaterThan(20)

  const visitor = await playwright.request.newContext({ baseURL })
  const sitemap = await (await visitor.get('/sitemap.xml')).text()
  const paths = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname),
  )
  for (const id of members) paths.add(`/user-profile/${id}`)
  // The Bangla pages draw the same records: a few of them, and the Bangla lists.
  for (const id of members.slice(0, 5)) paths.add(`/bn/user-profile/${id}`)
  for (const path of ['/bn', '/bn/alumni-association', '/bn/news?q=a']) paths.add(path)
  for (const extra of ['/news?q=a', '/events?name=a', '/api/v1/alumni', '/api/v1/community/list']) {
    paths.add(extra)
  }
  expect(paths.size).toBeGreaterThan(50)

  const leaks: string[] = []
  for (const path of paths) {
    for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
      const response = await visitor.get(path, { headers })
      expect(response.status(), path).toBeLessThan(500)
      const body = await response.text()
      for (const secret of secrets) {
        if (body.includes(secret))
          leaks.push(`${path}${'RSC' in headers ? ' (RSC)' : ''}: ${secret}`)
      }
    }
  }
  console.log(
    `Crawled ${paths.size} addresses twice (HTML and RSC) against ${secrets.size} private values`,
  )
  expect(leaks).toEqual([])
  await visitor.dispose()
})

test('members’ pages are kept out of search engines; the own profile is never cached', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The server answers the same to any viewport.')
  const member = await newMember(page)
  const login = await page.request.post('/api/v1/login', {
    data: { email: member.email, password: member.password },
  })
  const { data: user } = (await login.json()) as { data: { id: number } }

  const own = await page.request.get('/user-profile')
  expect(own.status()).toBe(200)
  expect(own.headers()['cache-control']).toContain('no-store')

  const anonymous = await playwright.request.newContext({ baseURL })
  const response = await anonymous.get(`/user-profile/${user.id}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  await anonymous.dispose()
})
