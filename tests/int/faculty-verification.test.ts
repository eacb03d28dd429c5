/**
 * Faculty are verified by the office: anyone may sign up as a teacher, but only teachers and
 * leaders whom staff verified are listed on the About page and in the /api/v1 user search, and
 * only staff set a designation or a guardian's consent. A member's save re-renders their own
 * profile page, and the About page only when what it shows of a listed member changed.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as register } from '@/app/api/v1/register/route'
import { GET as userSearch } from '@/app/api/v1/user/search/route'
import { signUp, type RegistrationValues } from '@/features/accounts/actions'
import { listAllPeopleByRole, listPeopleByRole } from '@/features/people/queries'
import type { FormState } from '@/lib/form-state'
import type { User } from '@/payload-types'
import { buildStudent, buildTeacher, DEMO_PASSWORD } from '@seed/factories'

import { call } from './api/call'
import { createCast, login, rest, testPayload } from '../helpers/payload'

/** Every page marked stale, as `path` or `path (layout)`. */
const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidatePath: (path: string, type?: string) => {
    revalidated.push(type ? `${path} (${type})` : path)
  },
}))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.91' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))

const SITE_WIDE = '/ (layout)'
const ABOUT_PAGES = ['/en/about-us', '/bn/about-us']
/** The institution page counts verified faculty by post and students by class. */
const INSTITUTION_PAGES = ['/en/institution', '/bn/institution']
const profilePages = (id: number | string) => [`/en/user-profile/${id}`, `/bn/user-profile/${id}`]

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>
let n = 0

/** A last name no other test uses, to find the member in the public lists by `q`. */
const uniqueName = () => `Verifytest${Date.now().toString(36)}${++n}`
const uniqueEmail = (name: string) => `${name.toLowerCase()}@example.com`

/** Stored values, whatever the access rules let anyone read. */
const stored = (id: number | string) =>
  payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })

/** Whether the About page's lists and the /api/v1 user search show the member. */
async function publiclyListed(member: Pick<User, 'id' | 'last_name' | 'role'>) {
  const role = member.role === '10' ? 10 : 9
  const page = await listPeopleByRole(role, { q: member.last_name })
  const all = await listAllPeopleByRole(role)
  const search = await call(userSearch, `/user/search?role=${role}&q=${member.last_name}`)
  const inSearch = (search.body.data as { id: number }[]).some((p) => p.id === member.id)
  const onPage = page.docs.some((p) => p.id === member.id)
  const inAll = all.some((p) => p.id === member.id)
  expect(new Set([onPage, inAll, inSearch]).size, 'every list agrees').toBe(1)
  return onPage
}

const pretendedTitles = {
  designation: 'Vice Principal',
  guardian_consent: true,
  faculty_verified: true,
}

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
})

beforeEach(() => {
  revalidated.length = 0
})

describe('a self-registered teacher', () => {
  it('signing up through the Local API as a visitor is stored unverified, without titles', async () => {
    const last_name = uniqueName()
    const teacher = await payload.create({
      collection: 'users',
      data: buildTeacher({ last_name, email: uniqueEmail(last_name), ...pretendedTitles }),
      overrideAccess: false,
    })
    const doc = await stored(teacher.id)
    expect(doc.role).toBe('9')
    expect(doc.faculty_verified).toBe(false)
    expect(doc.designation ?? null).toBeNull()
    expect(doc.guardian_consent).toBe(false)
    expect(await publiclyListed(doc)).toBe(false)
  })

  it('signing up through REST is stored the same way', async () => {
    const last_name = uniqueName()
    const res = await rest<{ doc: { id: number } }>('POST', '/users', {
      body: { ...buildTeacher({ last_name, email: uniqueEmail(last_name) }), ...pretendedTitles },
    })
    expect(res.status).toBe(201)
    const doc = await stored(res.body.doc.id)
    expect(doc).toMatchObject({ role: '9', faculty_verified: false, guardian_consent: false })
    expect(doc.designation ?? null).toBeNull()
  })

  it("signing up on the site's form or through /api/v1/register gives an unverified teacher", async () => {
    const viaForm = uniqueName()
    const form = new FormData()
    const values: Record<string, string> = {
      role: '9',
      first_name: 'Rahima',
      last_name: viaForm,
      email: uniqueEmail(viaForm),
      phone: '01712345670',
      password: DEMO_PASSWORD,
      teacher_id: 'T-900',
      specialization: 'Physics',
      ...Object.fromEntries(Object.entries(pretendedTitles).map(([k, v]) => [k, String(v)])),
    }
    for (const [key, value] of Object.entries(values)) form.set(key, value)
    const idle = { status: 'idle', values: {} } as unknown as FormState<RegistrationValues>
    const answer = await signUp(idle, form)
    expect(answer).toMatchObject({ status: 'success', message: 'Teacher registered successfully.' })

    const viaApi = uniqueName()
    const res = await call(register, '/register', {
      method: 'POST',
      body: { ...values, last_name: viaApi, email: uniqueEmail(viaApi) },
    })
    expect(res.status).toBe(201)

    for (const last_name of [viaForm, viaApi]) {
      const { docs } = await payload.find({
        collection: 'users',
        where: { last_name: { equals: last_name } },
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ role: '9', faculty_verified: false, guardian_consent: false })
      expect(docs[0]!.designation ?? null).toBeNull()
      expect(await publiclyListed(docs[0]!)).toBe(false)
    }
  })

  it('cannot verify themselves or give themselves a title; staff can, and then it is listed', async () => {
    const last_name = uniqueName()
    const email = uniqueEmail(last_name)
    const created = await rest<{ doc: User }>('POST', '/users', {
      body: buildTeacher({ last_name, email, faculty_verified: undefined }),
    })
    const me = await login('users', email)
    const patched = await rest('PATCH', `/users/${me.id}`, {
      token: me.token,
      body: { ...pretendedTitles, first_name: 'Renamed' },
    })
    expect(patched.status).toBe(200)
    const member = { ...(await stored(me.id)), collection: 'users' as const }
    await payload.update({
      collection: 'users',
      id: me.id,
      data: pretendedTitles,
      overrideAccess: false,
      user: member,
    })
    const afterSelf = await stored(me.id)
    expect(afterSelf.first_name).toBe('Renamed')
    expect(afterSelf).toMatchObject({ faculty_verified: false, guardian_consent: false })
    expect(afterSelf.designation ?? null).toBeNull()
    expect(await publiclyListed(created.body.doc)).toBe(false)

    const verified = await rest('PATCH', `/users/${me.id}`, {
      token: cast.admin.token,
      body: { faculty_verified: true, designation: 'Senior Teacher' },
    })
    expect(verified.status).toBe(200)
    expect(await stored(me.id)).toMatchObject({
      faculty_verified: true,
      designation: 'Senior Teacher',
    })
    expect(await publiclyListed(created.body.doc)).toBe(true)

    // The own-profile page's teacher card sends no designation (a blank): the office's one stays.
    await payload.update({
      collection: 'users',
      id: me.id,
      data: { designation: null, teacher_id: 'T-077' },
      overrideAccess: false,
      user: { ...(await stored(me.id)), collection: 'users' },
    })
    expect(await stored(me.id)).toMatchObject({
      designation: 'Senior Teacher',
      teacher_id: 'T-077',
    })
  })

  it('leaders are listed only once verified too', async () => {
    const last_name = uniqueName()
    const leader = await payload.create({
      collection: 'users',
      data: buildTeacher({ last_name, role: '10', faculty_verified: false }),
      context: { disableRevalidate: true },
    })
    expect(await publiclyListed(leader)).toBe(false)
    await payload.update({
      collection: 'users',
      id: leader.id,
      data: { faculty_verified: true },
      context: { disableRevalidate: true },
    })
    expect(await publiclyListed(leader)).toBe(true)
  })
})

describe('pages re-rendered after a save', () => {
  /** A save as the member, access enforced, as the own-profile page does it. */
  async function saveAsMember(id: number | string, data: Partial<User>) {
    const member = { ...(await stored(id)), collection: 'users' as const }
    await payload.update({ collection: 'users', id, data, overrideAccess: false, user: member })
  }

  async function saveAsStaff(id: number | string, data: Partial<User>) {
    const res = await rest('PATCH', `/users/${id}`, { token: cast.admin.token, body: data })
    expect(res.status).toBe(200)
  }

  it("a student's or unverified teacher's save re-renders their profile page only", async () => {
    const student = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: { disableRevalidate: true },
    })
    const unverified = await payload.create({
      collection: 'users',
      data: buildTeacher({ faculty_verified: false }),
      context: { disableRevalidate: true },
    })
    for (const member of [student, unverified]) {
      revalidated.length = 0
      await saveAsMember(member.id, { first_name: 'Changed', hobbies: [{ value: 'Chess' }] })
      expect(revalidated.sort()).toEqual(profilePages(member.id).sort())
    }
    revalidated.length = 0
    await saveAsStaff(unverified.id, { designation: 'Assistant Teacher' })
    expect(revalidated).not.toContain(SITE_WIDE)
    expect(revalidated).not.toContain(ABOUT_PAGES[0])
    expect(revalidated).not.toContain(INSTITUTION_PAGES[0])

    revalidated.length = 0
    await saveAsMember(student.id, { student_class: '9' })
    expect(revalidated.sort()).toEqual([...INSTITUTION_PAGES, ...profilePages(student.id)].sort())
  })

  it("a verified teacher's change to what the About page shows re-renders it, never the whole site", async () => {
    const teacher = await payload.create({
      collection: 'users',
      data: buildTeacher(),
      context: { disableRevalidate: true },
    })
    const shown: Partial<User>[] = [
      { first_name: 'Newname' },
      { specialization: 'Chemistry' },
      { birthdate: '1980-01-01T00:00:00.000Z', visibility: { contact: true } },
    ]
    for (const data of shown) {
      revalidated.length = 0
      await saveAsMember(teacher.id, data)
      expect(revalidated.sort(), JSON.stringify(data)).toEqual(
        [...ABOUT_PAGES, ...profilePages(teacher.id)].sort(),
      )
    }
    revalidated.length = 0
    await saveAsStaff(teacher.id, { designation: 'Head of Science' })
    expect(revalidated.sort()).toEqual(
      [...ABOUT_PAGES, ...INSTITUTION_PAGES, ...profilePages(teacher.id)].sort(),
    )
  })

  it("a verified teacher's change to what the About page does not show re-renders the profile only", async () => {
    const teacher = await payload.create({
      collection: 'users',
      data: buildTeacher(),
      context: { disableRevalidate: true },
    })
    for (const data of [
      { hobbies: [{ value: 'Gardening' }] },
      { phone: '01711000999', father_name: 'Abdul Hamid' },
      { previous_school: 'Rajshahi Collegiate School' },
    ] satisfies Partial<User>[]) {
      revalidated.length = 0
      await saveAsMember(teacher.id, data)
      expect(revalidated.sort(), JSON.stringify(data)).toEqual(profilePages(teacher.id).sort())
    }
  })

  it('verifying, unverifying or deleting a listed member re-renders the About page', async () => {
    const teacher = await payload.create({
      collection: 'users',
      data: buildTeacher({ faculty_verified: false }),
      context: { disableRevalidate: true },
    })
    await saveAsStaff(teacher.id, { faculty_verified: true })
    expect(revalidated).toEqual(expect.arrayContaining(ABOUT_PAGES))
    revalidated.length = 0
    await saveAsStaff(teacher.id, { faculty_verified: false })
    expect(revalidated).toEqual(expect.arrayContaining(ABOUT_PAGES))

    revalidated.length = 0
    await payload.delete({ collection: 'users', id: teacher.id })
    expect(revalidated.sort()).toEqual(profilePages(teacher.id).sort())

    const listed = await payload.create({
      collection: 'users',
      data: buildTeacher(),
      context: { disableRevalidate: true },
    })
    revalidated.length = 0
    await payload.delete({ collection: 'users', id: listed.id })
    expect(revalidated.sort()).toEqual(
      [...ABOUT_PAGES, ...INSTITUTION_PAGES, ...profilePages(listed.id)].sort(),
    )
    expect(revalidated).not.toContain(SITE_WIDE)
  })
})
