/**
 * Every write use case through both of its doors, the page's form (server action) and its
 * /api/v1 call: the same input gives the same stored result, the same message and the same side
 * effects (e-mail, a replaced picture deleted), because both doors run one function.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as storeAlumni } from '@/app/api/v1/alumni/store/route'
import { POST as storeContact } from '@/app/api/v1/contact_us/store/route'
import { POST as storeEventRegistration } from '@/app/api/v1/event-registration/store/route'
import { POST as forgotPasswordCall } from '@/app/api/v1/forgot-password/route'
import { POST as loginCall } from '@/app/api/v1/login/route'
import { POST as registerCall } from '@/app/api/v1/register/route'
import { POST as resetPasswordCall } from '@/app/api/v1/reset-password/route'
import { POST as profileUpdate } from '@/app/api/v1/user/profile/update/[id]/route'
import { requestPasswordReset, resetPassword, signIn, signUp } from '@/features/accounts/actions'
import { joinAlumniNetwork } from '@/features/alumni/actions'
import { sendContactMessage } from '@/features/contact/actions'
import { registerForEventAction } from '@/features/events/actions'
import { saveProfileCard, uploadProfilePicture } from '@/features/profile/actions'
import {
  buildAlumniRegistration,
  buildAlumniResource,
  buildEvent,
  buildStudent,
  DEMO_PASSWORD,
} from '@seed/factories'

import { call, pngBytes } from './api/call'
import { mailsTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'

/** The request a server action reads: an address, and a signed-in member's token when set. */
const visitor = vi.hoisted(() => ({ address: '203.0.113.90', token: '' }))
const jar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      'x-socket-address': visitor.address,
      ...(visitor.token ? { authorization: `JWT ${visitor.token}` } : {}),
    }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string | { name: string; value: string }, value?: string) =>
      typeof name === 'string' ? jar.set(name, value ?? '') : jar.set(name.name, name.value),
    delete: (name: string) => jar.delete(name),
  }),
}))
/** A redirect ends the action as Next's does, by throwing; the test reads where it went. */
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`)
  },
  RedirectType: { replace: 'replace', push: 'push' },
}))
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }))
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }))

const OFFICE = 'both.doors.office@example.com'
const quiet = { disableRevalidate: true }

let payload: Payload
let n = 0
const unique = (name: string) => `${name}.${Date.now()}.${++n}@example.com`

function formData(values: Record<string, string | File>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

/** What a form action is given before its first answer. */
const idle = { status: 'idle', values: {} } as never

async function count(
  collection: 'contact-messages' | 'users' | 'event-registrations',
  email: string,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection,
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs
}

async function newMember(): Promise<{ id: number; email: string }> {
  const email = unique('member')
  const doc = await payload.create({
    collection: 'users',
    data: buildStudent({ email }),
    overrideAccess: true,
    context: quiet,
  })
  return { id: doc.id, email }
}

/** A new member, signed in for both doors: the form's request and the API call carry the token. */
async function signedInMember(): Promise<{ id: number; email: string; token: string }> {
  const member = await newMember()
  const { token } = await payload.login({
    collection: 'users',
    data: { email: member.email, password: DEMO_PASSWORD },
  })
  visitor.token = token ?? ''
  return { ...member, token: visitor.token }
}

beforeAll(async () => {
  payload = await testPayload()
  await payload.updateGlobal({ slug: 'site', data: { application_email: OFFICE }, context: quiet })
})

beforeEach(async () => {
  await resetApiRateLimits()
  visitor.address = `203.0.113.${90 + (n % 100)}`
  visitor.token = ''
  jar.clear()
})

describe('contact: submitContact', () => {
  const fields = (email: string) => ({
    name: 'A Visitor',
    email,
    subject: `Question from ${email}`,
    message: 'When does admission open?',
  })

  it('stores the message, mails the office and answers the same through both doors', async () => {
    const byForm = unique('contactform')
    const byApi = unique('contactapi')
    const form = await sendContactMessage(idle, formData(fields(byForm)))
    const api = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: fields(byApi),
    })
    expect(form).toMatchObject({ status: 'success' })
    expect(api.status).toBe(200)
    expect(form.status === 'success' && form.message).toBe(api.body.message)
    for (const email of [byForm, byApi]) {
      expect(await count('contact-messages', email)).toBe(1)
      const mails = await mailsTo(OFFICE)
      expect(mails.some((mail) => mail.subject.includes(email))).toBe(true)
    }
  })

  it('refuses the same invalid input with the same field messages', async () => {
    const bad = { ...fields('not-an-email'), message: '' }
    const form = await sendContactMessage(idle, formData(bad))
    const api = await call(storeContact, '/contact_us/store', { method: 'POST', body: bad })
    expect(api.status).toBe(422)
    const apiErrors = api.body.errors as Record<string, string[]>
    expect(form).toMatchObject({
      status: 'invalid',
      errors: { email: apiErrors.email?.[0], message: apiErrors.message?.[0] },
    })
  })

  it('counts both doors against one per-e-mail limit, with the same message once it is spent', async () => {
    const email = unique('contactflood')
    for (let i = 0; i < 5; i += 1) {
      const answer =
        i % 2 === 0
          ? (await sendContactMessage(idle, formData(fields(email)))).status
          : (await call(storeContact, '/contact_us/store', { method: 'POST', body: fields(email) }))
              .body.success
      expect(answer === 'success' || answer === true).toBe(true)
    }
    const form = await sendContactMessage(idle, formData(fields(email)))
    const api = await call(storeContact, '/contact_us/store', {
      method: 'POST',
      body: fields(email),
    })
    expect(api.status).toBe(429)
    expect(form).toMatchObject({ status: 'error', message: api.body.message })
  })
})

describe('sign-up: registerMember', () => {
  const student = (email: string, extra: Record<string, string> = {}) => {
    const { first_name, last_name, student_id, group } = buildStudent({ email })
    return {
      role: '8',
      first_name,
      last_name,
      email,
      phone: '01711000000',
      password: 'a-long-secret-9',
      student_id: String(student_id),
      class: '9',
      group: String(group),
      ...extra,
    }
  }

  it('creates the same student through both doors, with the same message', async () => {
    const byForm = unique('signupform')
    const byApi = unique('signupapi')
    const form = await signUp(idle, formData(student(byForm)))
    const api = await call(registerCall, '/register', { method: 'POST', body: student(byApi) })
    expect(api.status).toBe(201)
    expect(form).toMatchObject({ status: 'success', message: api.body.message })
    const stored = await payload.find({
      collection: 'users',
      where: { email: { in: [byForm, byApi] } },
      overrideAccess: true,
    })
    expect(stored.docs.map((doc) => [doc.role, doc.student_class])).toEqual([
      ['8', '9'],
      ['8', '9'],
    ])
  })

  it('answers a taken e-mail as a new one, and refuses a common password, with the same messages', async () => {
    const taken = (await newMember()).email
    const form = await signUp(idle, formData(student(taken)))
    const api = await call(registerCall, '/register', { method: 'POST', body: student(taken) })
    expect(api.status).toBe(201)
    expect(form).toMatchObject({ status: 'success', message: api.body.message })
    expect(await count('users', taken)).toBe(1)

    const email = unique('common')
    const weak = student(email, { password: 'qwerty123' })
    const weakForm = await signUp(idle, formData(weak))
    const weakApi = await call(registerCall, '/register', { method: 'POST', body: weak })
    expect(weakApi.status).toBe(422)
    const errors = weakApi.body.errors as Record<string, string[]>
    expect(weakForm).toMatchObject({
      status: 'invalid',
      errors: { password: errors.password?.[0] },
    })
    expect(await count('users', email)).toBe(0)
  })
})

describe('sign-in: signInMember', () => {
  it('opens a session through both doors, and refuses a wrong password with the same message', async () => {
    const { email } = await newMember()
    await expect(signIn(idle, formData({ email, password: DEMO_PASSWORD }))).rejects.toThrow(
      /^redirect /,
    )
    expect([...jar.keys()].some((name) => name.endsWith('-token'))).toBe(true)
    const api = await call(loginCall, '/login', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD },
    })
    expect(api.status).toBe(200)
    expect(api.headers.get('set-cookie')).toMatch(/-token=/)

    const form = await signIn(idle, formData({ email, password: 'wrong-password' }))
    const wrong = await call(loginCall, '/login', {
      method: 'POST',
      body: { email, password: 'wrong-password' },
    })
    expect(wrong.status).toBe(401)
    expect(form).toMatchObject({ status: 'error', message: wrong.body.message })
  })
})

describe('forgot and reset password: requestPasswordReset, resetPassword', () => {
  it('e-mails a reset link through both doors, with the same message', async () => {
    const { email } = await newMember()
    const form = await requestPasswordReset(idle, formData({ email }))
    const api = await call(forgotPasswordCall, '/forgot-password', {
      method: 'POST',
      body: { email },
    })
    expect(api.status).toBe(200)
    expect(form).toMatchObject({ status: 'success', message: api.body.message })
    const links = (await mailsTo(email)).filter((mail) => /reset-password\?token=/.test(mail.text))
    expect(links).toHaveLength(2)
  })

  it('refuses an unknown token and a common password with the same messages', async () => {
    const unknown = { token: '0'.repeat(40), password: 'a-long-secret-9', confirmPassword: '' }
    unknown.confirmPassword = unknown.password
    const form = await resetPassword(idle, formData(unknown))
    const api = await call(resetPasswordCall, '/reset-password', { method: 'POST', body: unknown })
    expect(api.status).toBe(400)
    expect(form).toMatchObject({ status: 'error', message: api.body.message })

    const weak = { ...unknown, password: 'qwerty123', confirmPassword: 'qwerty123' }
    const weakForm = await resetPassword(idle, formData(weak))
    const weakApi = await call(resetPasswordCall, '/reset-password', { method: 'POST', body: weak })
    expect(weakApi.status).toBe(422)
    const errors = weakApi.body.errors as Record<string, string[]>
    expect(weakForm).toMatchObject({
      status: 'invalid',
      errors: { password: errors.password?.[0] },
    })
  })
})

describe('event registration: submitEventRegistration', () => {
  const fields = (email: string): Record<string, string> => ({
    first_name: 'Nusrat',
    last_name: 'Jahan',
    email,
    phone: '01711000000',
    gender: 'Female',
    present_address: 'House 12, Road 3, Upashahar, Rajshahi',
    permanent_address: 'Village Charghat, Rajshahi',
    grade: '9',
    school: 'Padmapar Ideal School',
    participation: 'yes',
    terms: 'on',
  })

  it('registers, confirms by e-mail and refuses a second try the same way through both doors', async () => {
    const event = await payload.create({ collection: 'events', data: buildEvent(), context: quiet })
    const byForm = unique('eventform')
    const byApi = unique('eventapi')
    const form = await registerForEventAction(
      idle,
      formData({ ...fields(byForm), event_id: String(event.id) }),
    )
    const api = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: { ...fields(byApi), terms: true, event_id: event.id },
    })
    expect(api.status).toBe(200)
    expect(form).toMatchObject({ status: 'success', message: api.body.message })
    for (const email of [byForm, byApi]) {
      expect(await count('event-registrations', email)).toBe(1)
      expect(await mailsTo(email)).toHaveLength(1)
    }

    const again = await registerForEventAction(
      idle,
      formData({ ...fields(byApi), event_id: String(event.id) }),
    )
    const againApi = await call(storeEventRegistration, '/event-registration/store', {
      method: 'POST',
      body: { ...fields(byForm), event_id: event.id },
    })
    expect(againApi.status).toBe(409)
    expect(again).toMatchObject({ status: 'error', message: againApi.body.message })
  })
})

describe('profile picture: replaceProfilePicture', () => {
  async function pictureOf(id: number): Promise<number | null> {
    const doc = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
    return (doc.profile_image as number | null | undefined) ?? null
  }
  async function mediaExists(id: number): Promise<boolean> {
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { id: { equals: id } },
      overrideAccess: true,
    })
    return totalDocs > 0
  }
  const png = async (name: string) => new File([await pngBytes()], name, { type: 'image/png' })

  it('stores the new picture and deletes the one it replaces, through both doors', async () => {
    const member = await signedInMember()
    const { token } = member

    const first = await uploadProfilePicture(
      'profile_image',
      formData({ file: await png('a.png') }),
    )
    expect(first).toMatchObject({ ok: true })
    const firstId = (await pictureOf(member.id)) as number

    const api = await call(profileUpdate, '', {
      method: 'POST',
      params: { id: String(member.id) },
      token,
      body: formData({ profile_image: await png('b.png') }),
    })
    expect(api.status).toBe(200)
    const secondId = (await pictureOf(member.id)) as number
    expect(secondId).not.toBe(firstId)
    expect(await mediaExists(firstId)).toBe(false)

    const third = await uploadProfilePicture(
      'profile_image',
      formData({ file: await png('c.png') }),
    )
    expect(third).toMatchObject({ ok: true })
    expect(await pictureOf(member.id)).not.toBe(secondId)
    expect(await mediaExists(secondId)).toBe(false)
  })
})

describe('alumni registration: submitAlumniRegistration', () => {
  /** The form's boxes as a member fills them in, from the seed's registration factory. */
  const fields = (network: number, extra: Record<string, string> = {}) => {
    const {
      user: _user,
      network: _network,
      status: _status,
      ...typed
    } = buildAlumniRegistration(0, network)
    const boxes = Object.entries({ ...typed, id: network }).map(([key, value]) => [
      key,
      String(value),
    ])
    return { ...Object.fromEntries(boxes), ...extra } as Record<string, string>
  }
  const registrationsOf = async (user: number) =>
    (
      await payload.find({
        collection: 'alumni-registrations',
        where: { user: { equals: user } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  it("stores a pending registration as the member's through both doors, with the same message", async () => {
    const network = await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource(),
      context: quiet,
    })
    const member = await signedInMember()
    const form = await joinAlumniNetwork(idle, formData(fields(network.id)))
    const api = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: member.token,
      body: formData(fields(network.id)),
    })
    expect(api.status).toBe(201)
    expect(form).toMatchObject({ status: 'success', message: api.body.message })
    const stored = await registrationsOf(member.id)
    expect(
      stored.map((doc) => [doc.status, doc.network, doc.alumni_type, doc.passing_year]),
    ).toEqual([
      ['pending', network.id, network.title, 2015],
      ['pending', network.id, network.title, 2015],
    ])
  })

  it('refuses invalid input and a used transaction id with the same messages', async () => {
    const network = await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource(),
      context: quiet,
    })
    const member = await signedInMember()
    const bad = fields(network.id, { name: '', email: 'not-an-email' })
    const form = await joinAlumniNetwork(idle, formData(bad))
    const api = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: member.token,
      body: formData(bad),
    })
    expect(api.status).toBe(422)
    const errors = api.body.errors as Record<string, string[]>
    expect(form).toMatchObject({
      status: 'invalid',
      errors: { name: errors.name?.[0], email: errors.email?.[0] },
    })

    const first = fields(network.id)
    expect(await joinAlumniNetwork(idle, formData(first))).toMatchObject({ status: 'success' })
    const again = await call(storeAlumni, '/alumni/store', {
      method: 'POST',
      token: member.token,
      body: formData(first),
    })
    expect(again.status).toBe(409)
    const againForm = await joinAlumniNetwork(idle, formData(first))
    expect(againForm).toMatchObject({ status: 'error', message: again.body.message })
    expect(await registrationsOf(member.id)).toHaveLength(1)
  })
})

describe('profile card: updateProfileCard', () => {
  const guardian = {
    father_name: 'Abdul Karim',
    father_phone: '০১৭১১০০০০০০',
    mother_name: 'Rokeya Begum',
    mother_phone: '01811000000',
    local_guardian_name: '',
    local_guardian_phone: '',
  }
  const updateByApi = (member: { id: number; token: string }, body: Record<string, string>) =>
    call(profileUpdate, '', {
      method: 'POST',
      params: { id: String(member.id) },
      token: member.token,
      body,
    })
  const stored = async (id: number) => {
    const doc = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
    return Object.fromEntries(
      Object.keys(guardian).map((key) => [key, doc[key as keyof typeof doc]]),
    )
  }

  it("saves one card's fields, clearing the blank ones, with the same message through both doors", async () => {
    const byApi = await signedInMember()
    const byForm = await signedInMember()
    for (const member of [byForm, byApi]) {
      await payload.update({
        collection: 'users',
        id: member.id,
        data: { local_guardian_name: 'To be cleared' },
        overrideAccess: true,
        context: quiet,
      })
    }
    const form = await saveProfileCard(idle, formData({ ...guardian, card: 'guardian' }))
    const api = await updateByApi(byApi, guardian)
    expect(api.status).toBe(200)
    expect(api.body.message).toBe('Guardian info updated successfully.')
    expect(form).toMatchObject({ status: 'success', message: api.body.message })
    for (const member of [byForm, byApi]) {
      expect(await stored(member.id)).toEqual({
        father_name: 'Abdul Karim',
        father_phone: '01711000000',
        mother_name: 'Rokeya Begum',
        mother_phone: '01811000000',
        local_guardian_name: null,
        local_guardian_phone: null,
      })
    }
  })

  it('refuses the same invalid input with the same field messages', async () => {
    const member = await signedInMember()
    const bad = { ...guardian, father_phone: 'call me' }
    const form = await saveProfileCard(idle, formData({ ...bad, card: 'guardian' }))
    const api = await updateByApi(member, bad)
    expect(api.status).toBe(422)
    const errors = api.body.errors as Record<string, string[]>
    expect(form).toMatchObject({
      status: 'invalid',
      errors: { father_phone: errors.father_phone?.[0] },
    })
    expect((await stored(member.id)).father_name ?? null).toBeNull()
  })
})
