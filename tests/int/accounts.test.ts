/** Sign-in safety: lockout after repeated failures, and no hint whether an email is registered. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildStudent, DEMO_PASSWORD } from '@seed/factories'

import { COMMON_PASSWORD } from '@/features/accounts/common-passwords'

import { createCast, login, rest, SERVER, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('sign-in', () => {
  it('locks an account after five wrong passwords, even for the right one', async () => {
    const student = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: { disableRevalidate: true },
    })
    for (let i = 0; i < 5; i++) {
      const res = await rest('POST', '/users/login', {
        body: { email: student.email, password: 'wrong-password' },
      })
      expect(res.status).toBe(401)
    }
    const locked = await rest<{ errors?: { message: string }[] }>('POST', '/users/login', {
      body: { email: student.email, password: DEMO_PASSWORD },
    })
    expect(locked.status).toBe(401)
    expect(JSON.stringify(locked.body)).toMatch(/locked/i)
  })

  it('answers a reset request the same way for known and unknown emails', async () => {
    const student = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: { disableRevalidate: true },
    })
    const known = await rest('POST', '/users/forgot-password', { body: { email: student.email } })
    const unknown = await rest('POST', '/users/forgot-password', {
      body: { email: 'nobody.here@example.com' },
    })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
  })
})

describe('unlocking and cross-site requests', () => {
  it('lets only an administrator unlock a locked account', async () => {
    const cast = await createCast(payload)
    const student = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: { disableRevalidate: true },
    })
    for (let i = 0; i < 5; i++) {
      await rest('POST', '/users/login', { body: { email: student.email, password: 'wrong' } })
    }
    const body = { email: student.email }
    for (const token of [cast.studentA.token, cast.teacher.token, cast.editor.token]) {
      expect((await rest('POST', '/users/unlock', { token, body })).status).toBe(403)
    }
    expect((await rest('POST', '/users/unlock', { body })).status).toBe(403)
    const stillLocked = await rest('POST', '/users/login', {
      body: { email: student.email, password: DEMO_PASSWORD },
    })
    expect(stillLocked.status).toBe(401)

    expect((await rest('POST', '/users/unlock', { token: cast.admin.token, body })).status).toBe(
      200,
    )
    const signedIn = await rest('POST', '/users/login', {
      body: { email: student.email, password: DEMO_PASSWORD },
    })
    expect(signedIn.status).toBe(200)
  }, 90_000)

  it('ignores the session cookie on a request from another site', async () => {
    const student = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: { disableRevalidate: true },
    })
    const { token } = await login('users', student.email)
    const cookie = `payload-token=${token}`
    const change = { current_school: 'Changed from another site' }
    const foreign = await rest('PATCH', `/users/${student.id}`, {
      body: change,
      headers: { cookie, origin: 'https://attacker.example' },
    })
    expect(foreign.status).toBe(403)
    const unchanged = await payload.findByID({ collection: 'users', id: student.id, depth: 0 })
    expect(unchanged.current_school ?? null).not.toBe(change.current_school)

    const own = await rest('PATCH', `/users/${student.id}`, {
      body: change,
      headers: { cookie, origin: SERVER },
    })
    expect(own.status).toBe(200)
  })
})

describe('common passwords', () => {
  it('are refused however the account is made: here through the Local API, as the admin panel does', async () => {
    for (const collection of ['users', 'admins'] as const) {
      const data =
        collection === 'users'
          ? buildStudent({ password: 'qwerty123' })
          : {
              name: 'Office',
              email: `office.${Date.now()}@example.com`,
              role: 'editor',
              password: 'qwerty123',
            }
      await expect(
        payload.create({ collection, data: data as never, context: { disableRevalidate: true } }),
      ).rejects.toMatchObject({
        data: { errors: [{ path: 'password', message: COMMON_PASSWORD }] },
      })
    }
  })
})
