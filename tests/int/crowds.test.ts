/**
 * Real crowds behind one address: a school's computer lab, or parents on a mobile operator's
 * shared carrier address. Honest use from one address is never refused; wrong passwords are.
 */
import { beforeEach, describe, expect, it } from 'vitest'

import { POST as login } from '@/app/api/v1/login/route'
import { POST as register } from '@/app/api/v1/register/route'
import { CROSS_SITE_REFUSED } from '@/app/api/v1/_shared/api-route'
import { SIGN_IN_POLICIES } from '@/lib/api-rate-limits'
import { buildStudent, DEMO_PASSWORD } from '@seed/factories'

import { call, resetApiRateLimits, testPayload } from './api/call'

const LAB = { 'x-socket-address': '203.0.113.10' }
const CLASS_SIZE = 40
/** A class's worth of sign-ups and sign-ins hashes a password each time: minutes on a busy machine. */
const CROWD_MS = 180_000

beforeEach(async () => {
  await resetApiRateLimits()
})

async function signUpClass(size: number, headers = LAB) {
  const students = Array.from({ length: size }, () => buildStudent())
  const answers = []
  for (const student of students) {
    answers.push(
      await call(register, '/register', {
        method: 'POST',
        headers,
        body: { ...student, phone: '01711000000', class: '9', group: 'Science', role: 8 },
      }),
    )
  }
  return { students, answers }
}

describe('a class of 40 in the computer lab, behind one address', { timeout: CROWD_MS }, () => {
  it('all sign up and all sign in', async () => {
    const { students, answers } = await signUpClass(CLASS_SIZE)
    expect(answers.map((a) => a.status)).toEqual(Array(CLASS_SIZE).fill(201))
    // A few typos on the way do not count against the class.
    for (const student of students.slice(0, 5)) {
      const typo = await call(login, '/login', {
        method: 'POST',
        headers: LAB,
        body: { email: student.email, password: 'not-quite-it' },
      })
      expect(typo.status).toBe(401)
    }
    for (const student of students) {
      const res = await call(login, '/login', {
        method: 'POST',
        headers: LAB,
        body: { email: student.email, password: DEMO_PASSWORD },
      })
      expect(res.status, student.email).toBe(200)
    }
  })

  it('password spraying from that address is stopped after the allowance of wrong passwords', async () => {
    const { students } = await signUpClass(10)
    const allowance = SIGN_IN_POLICIES.members.addressFailures.limit
    const statuses: number[] = []
    for (let round = 0; statuses.length < allowance + 10; round += 1) {
      for (const student of students) {
        const res = await call(login, '/login', {
          method: 'POST',
          headers: LAB,
          body: { email: student.email, password: `guess-${round}` },
        })
        statuses.push(res.status)
      }
    }
    expect(statuses.slice(0, allowance).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(allowance).every((status) => status === 429)).toBe(true)
    // Rotating X-Forwarded-For does not make the sprayer someone else.
    const rotated = await call(login, '/login', {
      method: 'POST',
      headers: { ...LAB, 'x-forwarded-for': '198.51.100.77' },
      body: { email: students[0]!.email, password: 'guess-again' },
    })
    expect(rotated.status).toBe(429)
    // Nor does the right password get through while the address waits.
    const right = await call(login, '/login', {
      method: 'POST',
      headers: LAB,
      body: { email: students[0]!.email, password: DEMO_PASSWORD },
    })
    expect(right.status).toBe(429)
  })

  it('credential stuffing from many addresses slows the account, not the class', async () => {
    const { students } = await signUpClass(2)
    const [target, classmate] = students as [
      ReturnType<typeof buildStudent>,
      ReturnType<typeof buildStudent>,
    ]
    const { threshold } = SIGN_IN_POLICIES.members.accountFailures
    for (let i = 0; i < threshold; i += 1) {
      const res = await call(login, '/login', {
        method: 'POST',
        headers: { 'x-socket-address': `198.51.100.${i + 1}` },
        body: { email: target.email, password: `stuffed-${i}` },
      })
      expect(res.status).toBe(401)
    }
    const held = await call(login, '/login', {
      method: 'POST',
      headers: LAB,
      body: { email: target.email, password: DEMO_PASSWORD },
    })
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(
      SIGN_IN_POLICIES.members.backoff.firstSeconds,
    )
    const other = await call(login, '/login', {
      method: 'POST',
      headers: LAB,
      body: { email: classmate.email, password: DEMO_PASSWORD },
    })
    expect(other.status).toBe(200)
    // No fixed lock: the account itself is not marked locked.
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: target.email } },
      showHiddenFields: true,
    })
    expect((docs[0] as { lockUntil?: string | null }).lockUntil ?? null).toBeNull()
  })
})

describe('a phone that signed in before (finding 2)', () => {
  const knownDevice = (headers: Headers) =>
    headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('known-device='))
      ?.split(';')[0]

  it('is not held back by strangers failing on the account from many addresses', async () => {
    const { students } = await signUpClass(1)
    const owner = students[0]!
    const phone = { 'x-socket-address': '100.64.8.20' }
    const first = await call(login, '/login', {
      method: 'POST',
      headers: phone,
      body: { email: owner.email, password: DEMO_PASSWORD },
    })
    expect(first.status).toBe(200)
    const cookie = knownDevice(first.headers)
    expect(cookie).toBeTruthy()
    // Strangers at three addresses, well past the account's threshold.
    const { threshold } = SIGN_IN_POLICIES.members.accountFailures
    for (let i = 0; i < threshold + 5; i += 1) {
      await call(login, '/login', {
        method: 'POST',
        headers: { 'x-socket-address': `203.0.113.${100 + (i % 3)}` },
        body: { email: owner.email, password: `stuffed-${i}` },
      })
    }
    const signIn = (password: string, headers: Record<string, string>) =>
      call(login, '/login', { method: 'POST', headers, body: { email: owner.email, password } })
    // A new browser waits, and so does one whose cookie the site did not sign …
    expect((await signIn(DEMO_PASSWORD, phone)).status).toBe(429)
    const forged = `known-device=${cookie!.split('=')[1]!.slice(0, -4)}AAAA`
    expect((await signIn(DEMO_PASSWORD, { ...phone, cookie: forged })).status).toBe(429)
    // … while the owner's phone, with its cookie, signs in at once.
    expect((await signIn(DEMO_PASSWORD, { ...phone, cookie: cookie! })).status).toBe(200)
  })

  it("counts the phone's own wrong passwords for the phone alone", async () => {
    const { students } = await signUpClass(1)
    const owner = students[0]!
    const phone = { 'x-socket-address': '100.64.8.21' }
    const first = await call(login, '/login', {
      method: 'POST',
      headers: phone,
      body: { email: owner.email, password: DEMO_PASSWORD },
    })
    const cookie = knownDevice(first.headers)!
    const signIn = (password: string, headers: Record<string, string>) =>
      call(login, '/login', { method: 'POST', headers, body: { email: owner.email, password } })
    const { limit } = SIGN_IN_POLICIES.members.knownDeviceFailures
    for (let i = 0; i < limit; i += 1) {
      expect((await signIn(`forgotten-${i}`, { ...phone, cookie })).status).toBe(401)
    }
    // Its tries used up, the phone is a stranger again: the account is not slowed by them.
    expect((await signIn(DEMO_PASSWORD, { 'x-socket-address': '100.64.8.22' })).status).toBe(200)
  })
})

describe('sign-in from another website', () => {
  it('is refused, and no session cookie is set (sign-in CSRF)', async () => {
    const { students } = await signUpClass(1)
    const res = await call(login, '/login', {
      method: 'POST',
      headers: { ...LAB, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: { email: students[0]!.email, password: DEMO_PASSWORD },
    })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ success: false, message: CROSS_SITE_REFUSED })
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
