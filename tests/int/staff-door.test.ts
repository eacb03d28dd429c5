/**
 * Payload's REST routes as they are mounted (`/api/[...slug]`, through the staff door): staff
 * reach the admin panel's API, everyone else only the few calls the pages and the admin's
 * sign-in page need, each under the same rules as its twin on the site's own door.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { MAX_REST_PAGE_SIZE } from '@/app/api/staff-door'
import { COMMON_PASSWORD } from '@/lib/common-passwords'
import { SIGN_IN_POLICIES } from '@/lib/api-rate-limits'
import { JOB_RUNNER_HEADER } from '@/lib/job-runner'
import { buildAdmin, buildNews, DEMO_PASSWORD } from '@seed/factories'

import { createCast, pngBytes, testPayload } from './api/call'

import { door, type DoorOptions, type Method } from '../helpers/staff-door'
import { resetApiRateLimits } from '../helpers/rate-limits'

const REFUSED = 403

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
})

beforeEach(async () => {
  await resetApiRateLimits()
})

describe('visitors without an account', () => {
  it('cannot list, filter or sort members, so no e-mail can be guessed a letter at a time', async () => {
    const probes = [
      `/users?where[email][greater_than_equal]=${encodeURIComponent(cast.studentA.email)}`,
      `/users?where[email][less_than]=${encodeURIComponent(cast.studentA.email)}`,
      '/users?sort=email',
      '/users?where[sessions.id][exists]=true',
      '/users?limit=100000',
      `/users/${cast.studentA.id}`,
      '/users/count',
    ]
    for (const path of probes) {
      const res = await door('GET', path)
      expect(res.status, path).toBe(REFUSED)
      expect(JSON.stringify(res.body), path).not.toContain('@')
    }
  })

  it("cannot use Payload's writes that skip the site's limits", async () => {
    const form = new FormData()
    form.set('file', new Blob([await pngBytes()], { type: 'image/png' }), 'a.png')
    form.set('_payload', JSON.stringify({ alt: 'x' }))
    const writes: [Method, string, unknown][] = [
      ['POST', '/users', { email: 'x@example.com', password: 'long-enough-9', role: '9' }],
      ['POST', '/contact-messages', { name: 'A', email: 'a@example.com', message: 'hi' }],
      ['POST', '/admission-inquiries', { student_name: 'A' }],
      ['POST', '/event-registrations', { name: 'A', email: 'a@example.com' }],
      ['POST', '/media', form],
      ['POST', '/users/login', { email: cast.studentA.email, password: DEMO_PASSWORD }],
      ['POST', '/users/forgot-password', { email: cast.studentA.email }],
      ['POST', '/users/reset-password', { token: 'x', password: 'password' }],
      ['GET', '/news', undefined],
      ['GET', '/og', undefined],
    ]
    for (const [method, path, body] of writes) {
      const res = await door(method, path, { body })
      expect(res.status, `${method} ${path}`).toBe(REFUSED)
    }
    const stored = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'a@example.com' } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('still fetch the pictures the pages show', async () => {
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'A picture' },
      file: {
        data: Buffer.from(await pngBytes()),
        mimetype: 'image/png',
        name: 'door.png',
        size: 100,
      },
      context: { disableRevalidate: true },
    })
    const res = await door('GET', `/media/file/${picture.filename}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/')
  })
})

describe('signed-in members', () => {
  it('cannot read drafts or version history', async () => {
    const draft = await payload.create({
      collection: 'news',
      data: buildNews({ title: 'Unannounced exam dates' }),
      draft: true,
      context: { disableRevalidate: true },
    })
    for (const path of ['/news/versions', `/news/${draft.id}?draft=true`, '/events/versions']) {
      const res = await door('GET', path, { token: cast.studentA.token })
      expect(res.status, path).toBe(REFUSED)
      expect(JSON.stringify(res.body)).not.toContain('Unannounced')
    }
    // Nor through the Local API with access enforced.
    await expect(
      payload.findVersions({
        collection: 'news',
        overrideAccess: false,
        user: {
          ...(await payload.findByID({ collection: 'users', id: cast.studentA.id })),
          collection: 'users',
        },
      }),
    ).rejects.toThrow()
  })

  it("cannot read, forge or delete the admin panel's document locks", async () => {
    const token = cast.studentA.token
    expect((await door('GET', '/payload-locked-documents', { token })).status).toBe(REFUSED)
    const forged = await door('POST', '/payload-locked-documents', {
      token,
      body: { document: { relationTo: 'news', value: 1 }, globalSlug: null },
    })
    expect(forged.status).toBe(REFUSED)
    expect(
      (await door('DELETE', '/payload-locked-documents?where[id][exists]=true', { token })).status,
    ).toBe(REFUSED)
  })

  it('cannot change their e-mail or password without the current one', async () => {
    const res = await door('PATCH', `/users/${cast.studentA.id}`, {
      token: cast.studentA.token,
      body: { email: 'taken.over@example.com', password: 'a-new-password-42' },
    })
    expect(res.status).toBe(REFUSED)
    const member = await payload.findByID({ collection: 'users', id: cast.studentA.id })
    expect(member.email).toBe(cast.studentA.email)
  })

  it('still see who they are and sign out, as the header does', async () => {
    const me = await door('GET', '/users/me', { token: cast.studentB.token })
    expect(me.status).toBe(200)
    expect((me.body.user as { id: number }).id).toBe(cast.studentB.id)
  })
})

describe('staff', () => {
  it('reach the REST API, drafts and versions included', async () => {
    const res = await door('GET', '/news/versions', { token: cast.editor.token })
    expect(res.status).toBe(200)
    expect((await door('GET', '/users?limit=5', { token: cast.editor.token })).status).toBe(200)
  })

  it(`get at most ${MAX_REST_PAGE_SIZE} documents a page`, async () => {
    await Promise.all(
      Array.from({ length: MAX_REST_PAGE_SIZE + 5 }, (_, i) =>
        payload.create({
          collection: 'news',
          data: buildNews({ title: `Page size ${i}` }),
          context: { disableRevalidate: true },
        }),
      ),
    )
    for (const query of ['limit=100000', 'limit=0', 'pagination=false', 'limit=-1']) {
      const res = await door('GET', `/news?${query}`, { token: cast.editor.token })
      expect(res.status, query).toBe(200)
      expect((res.body.docs as unknown[]).length, query).toBe(MAX_REST_PAGE_SIZE)
      expect(res.body.limit, query).toBe(MAX_REST_PAGE_SIZE)
    }
  })

  it('the job runner runs due jobs without a staff session', async () => {
    const token = process.env.JOB_RUNNER_TOKEN
    const res = await door('GET', '/payload-jobs/run?queue=default&limit=1', {
      headers: token ? { [JOB_RUNNER_HEADER]: token } : {},
    })
    if (token) expect(res.status).not.toBe(REFUSED)
    else expect(res.status).toBe(REFUSED)
  })
})

describe("the admin panel's sign-in", () => {
  const staffLogin = (email: string, password: string, options: DoorOptions = {}) =>
    door('POST', '/admins/login', { body: { email, password }, ...options })

  it('a stranger at one address is stopped before the staff account is slowed or locked', async () => {
    const office = await payload.create({
      collection: 'admins',
      data: buildAdmin({ roles: ['editor'] }),
      context: { disableRevalidate: true },
    })
    const stranger = '203.0.113.66'
    const { limit } = SIGN_IN_POLICIES.staff.addressFailures
    for (let i = 0; i < limit; i += 1) {
      const res = await staffLogin(office.email, `wrong-${i}`, { address: stranger })
      expect(res.status).toBe(401)
    }
    const stopped = await staffLogin(office.email, DEMO_PASSWORD, { address: stranger })
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(JSON.stringify(stopped.body)).toContain('Too many attempts')
    // Rotating a forwarded header changes nothing without a proxy configured.
    const rotated = await staffLogin(office.email, 'wrong-again', {
      address: stranger,
      headers: { 'x-forwarded-for': '198.51.100.200' },
    })
    expect(rotated.status).toBe(429)
    // The office, at its own address, signs in at once: no lock, no wait.
    const owner = await staffLogin(office.email, DEMO_PASSWORD)
    expect(owner.status).toBe(200)
  })

  it('many addresses failing on one account slow it down, with a wait that grows', async () => {
    const office = await payload.create({
      collection: 'admins',
      data: buildAdmin({ roles: ['editor'] }),
      context: { disableRevalidate: true },
    })
    const { threshold } = SIGN_IN_POLICIES.staff.accountFailures
    for (let i = 0; i < threshold; i += 1) {
      expect((await staffLogin(office.email, `wrong-${i}`)).status).toBe(401)
    }
    const held = await staffLogin(office.email, DEMO_PASSWORD)
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(
      SIGN_IN_POLICIES.staff.backoff.firstSeconds,
    )
  })

  it("strangers at three addresses do not keep the office's own browser out (finding 2)", async () => {
    const office = await payload.create({
      collection: 'admins',
      data: buildAdmin({ roles: ['editor'] }),
      context: { disableRevalidate: true },
    })
    const desk = '203.0.113.90'
    const first = await staffLogin(office.email, DEMO_PASSWORD, { address: desk })
    expect(first.status).toBe(200)
    const cookie = first.headers
      .getSetCookie()
      .find((each) => each.startsWith('known-device='))
      ?.split(';')[0]
    expect(cookie).toBeTruthy()
    // 10 wrong from each of three addresses, then one more each time the wait ends.
    const { limit } = SIGN_IN_POLICIES.staff.addressFailures
    for (const stranger of ['198.51.100.31', '198.51.100.32', '198.51.100.33'])
      for (let i = 0; i < limit; i += 1)
        await staffLogin(office.email, `wrong-${i}`, { address: stranger })
    expect((await staffLogin(office.email, DEMO_PASSWORD, { address: desk })).status).toBe(429)
    const known = await staffLogin(office.email, DEMO_PASSWORD, {
      address: desk,
      headers: { cookie: cookie! },
    })
    expect(known.status).toBe(200)
    // The cookie names accounts, not a session: it does not open another staff account.
    const other = await staffLogin(cast.editor.email, 'wrong-once', {
      address: desk,
      headers: { cookie: cookie! },
    })
    expect(other.status).toBe(401)
  })

  it('answers in Bangla when the panel is in Bangla', async () => {
    const address = '203.0.113.67'
    for (let i = 0; i < SIGN_IN_POLICIES.staff.addressFailures.limit; i += 1) {
      await staffLogin(cast.editor.email, `wrong-${i}`, { address })
    }
    const res = await staffLogin(cast.editor.email, 'x', {
      address,
      headers: { cookie: 'payload-lng=bn-BD' },
    })
    expect(res.status).toBe(429)
    expect(JSON.stringify(res.body)).toContain('অনেকবার চেষ্টা করা হয়েছে')
  })

  it('a reset password must not be a common one', async () => {
    const res = await door('POST', '/admins/reset-password', {
      body: { token: 'any', password: 'password' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(COMMON_PASSWORD)
  })

  it('refuses a sign-in form posted from another website (sign-in CSRF)', async () => {
    const res = await staffLogin(cast.editor.email, DEMO_PASSWORD, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(res.status).toBe(REFUSED)
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
