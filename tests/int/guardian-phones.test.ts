/**
 * Guardians' phones (issue finding 6): anyone can sign up as a student and type any number as a
 * parent's, so a number set from a student's account takes no school SMS until the guardian types
 * back a code sent to it or the office confirms it. Every SMS carries a link that stops the
 * school's SMS to that phone without the office, and a day's SMS spending has a limit that holds
 * the rest until the next day and tells every Administrator.
 */
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { SMS_STOPPED, stopSms, STOP_LINK_UNKNOWN } from '@/features/broadcasts/stop-sms'
import {
  CODE_EXPIRED,
  CODE_WRONG,
  confirmGuardianCode,
  NUMBER_CONFIRMED,
  sendGuardianCode,
  SMS_LIMIT_REACHED,
} from '@/features/profile/guardian-phone'
import { updateProfileCard } from '@/features/profile/update-profile-card'
import { ROLE } from '@/lib/constants'
import { stopCode } from '@/lib/sms/stop-link'
import type { Broadcast, User } from '@/payload-types'
import { buildAdmin, buildBroadcast, buildStudent } from '@seed/factories'

import { mailsTo } from '../helpers/outbox'
import { login, rest, testPayload } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'

// The gateway must be listening before the app reads its settings from the environment.
const gateway = await vi.hoisted(async () => {
  const { useFakeSmsGateway } = await import('../helpers/fake-sms-gateway')
  return useFakeSmsGateway({ SMS_RATE_PER_SECOND: '200', SMS_TIMEOUT_MS: '2000' })
})

const dhaka = (local: string) => new Date(`${local}+06:00`)
const setClock = (at: Date) => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(at)
}

let payload: Payload
let communications: string
let office: string
let editor: string
let n = 0

beforeAll(async () => {
  payload = await testPayload()
  const token = async (roles: ('communications' | 'office' | 'editor')[]) =>
    (
      await login(
        'admins',
        (await payload.create({ collection: 'admins', data: buildAdmin({ roles }) })).email,
      )
    ).token
  communications = await token(['communications'])
  office = await token(['office'])
  editor = await token(['editor'])
})

beforeEach(async () => {
  setClock(dhaka(`2030-04-0${(n % 9) + 1}T11:00:00`))
  await resetApiRateLimits()
})

/** The students and numbers this file made: the files share one database. */
const made: number[] = []

afterAll(async () => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  await payload.delete({ collection: 'users', where: { id: { in: made } } })
  await payload.delete({ collection: 'sms-opt-outs', where: { phone: { like: '88017115554' } } })
  await gateway.close()
})

/** A fresh student of `studentClass`, signed up on their own with no guardian details. */
/**
 * The files share one database and other files' guardians are in every class: each test here
 * reaches its own section of class 1.
 */
async function newStudent(section: string): Promise<User> {
  n += 1
  const student = await payload.create({
    collection: 'users',
    data: buildStudent({
      role: ROLE.student,
      student_class: '1',
      section,
    }),
    context: { disableRevalidate: true },
  })
  made.push(student.id)
  return student
}

const asSender = (member: User) => ({
  address: `198.51.100.${n}`,
  member: async () => {
    const fresh = await payload.findByID({ collection: 'users', id: member.id, depth: 0 })
    return { ...fresh, collection: 'users' as const }
  },
})

const reload = (id: number) => payload.findByID({ collection: 'users', id, depth: 0 })

async function broadcastTo(section: string, text = 'Parents meeting at 10 am.') {
  const draft = await rest<{ doc: Broadcast }>('POST', '/broadcasts', {
    token: communications,
    body: buildBroadcast({ audience: 'class-section', class_name: '1', section, text }),
  })
  expect(draft.status).toBe(201)
  return draft.body.doc
}

async function send(broadcast: Broadcast) {
  const sent = await rest('PATCH', `/broadcasts/${broadcast.id}`, {
    token: communications,
    body: { status: 'scheduled' },
  })
  expect(sent.status).toBe(200)
  await payload.jobs.run({ limit: 100, sequential: true, silent: true })
}

const smsTo = (number: string) =>
  gateway.accepted().filter((r: { number: string }) => r.number === number)

describe('a number typed from a student account', () => {
  it('takes no broadcast until the guardian types back the code sent to it', async () => {
    const student = await newStudent('G8')
    // The student's own profile card, as the form and `POST user/profile/update/{id}` save it.
    await updateProfileCard(
      { father_phone: '01719-555123', broadcast_consent: 'father' },
      asSender(student),
    )
    expect((await reload(student.id)).guardian_sms_confirmed ?? null).toBeNull()

    const before = await broadcastTo('G8')
    expect(before).toMatchObject({ recipients: 0, unconfirmed_numbers: 1 })
    // Nobody else is in the class: sending is refused, and nothing goes out.
    const refused = await rest('PATCH', `/broadcasts/${before.id}`, {
      token: communications,
      body: { status: 'scheduled' },
    })
    expect(refused.status).toBe(400)
    expect(smsTo('8801719555123')).toEqual([])

    // The code goes to the guardian's phone, naming the school and nothing the student typed.
    const { message } = await sendGuardianCode(asSender(student), 'en')
    expect(message).toMatch(/017••••••23/)
    const [codeSms] = smsTo('8801719555123')
    expect(codeSms?.message).not.toContain(student.first_name)
    expect(codeSms?.message).not.toContain(student.last_name)
    expect(codeSms?.message).toMatch(/\nStop SMS: http.*\/stop\//)
    const code = /\b(\d{6})\b/.exec(codeSms?.message ?? '')?.[1] as string

    const wrong = code === '000000' ? '111111' : '000000'
    await expect(confirmGuardianCode({ code: wrong }, asSender(student))).rejects.toMatchObject({
      errors: { code: [CODE_WRONG] },
    })
    expect(await confirmGuardianCode({ code }, asSender(student))).toEqual({
      message: NUMBER_CONFIRMED,
    })
    expect((await reload(student.id)).guardian_sms_confirmed).toBe('8801719555123')
    // Used once.
    await expect(confirmGuardianCode({ code }, asSender(student))).rejects.toMatchObject({
      errors: { code: [CODE_EXPIRED] },
    })

    const after = await broadcastTo('G8')
    expect(after).toMatchObject({ recipients: 1, unconfirmed_numbers: 0 })
    await send(after)
    expect(smsTo('8801719555123')).toHaveLength(2)

    // A new number from the account is unconfirmed again.
    await updateProfileCard({ father_phone: '01719-555124' }, asSender(student))
    expect(await broadcastTo('G8')).toMatchObject({ recipients: 0, unconfirmed_numbers: 1 })
  })

  it('cannot be confirmed by guessing: five wrong codes end the code', async () => {
    const student = await newStudent('G5')
    await updateProfileCard(
      { mother_phone: '01819-555200', broadcast_consent: 'mother' },
      asSender(student),
    )
    await sendGuardianCode(asSender(student), 'bn')
    const code = /(\d{6})/.exec(smsTo('8801819555200')[0]?.message ?? '')?.[1] as string
    expect(smsTo('8801819555200')[0]?.message).toMatch(/কোড \d{6}।[\s\S]*\/bn\/stop\//)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1)
      await expect(confirmGuardianCode({ code: wrong }, asSender(student))).rejects.toMatchObject({
        errors: { code: [CODE_WRONG] },
      })
    await expect(confirmGuardianCode({ code }, asSender(student))).rejects.toMatchObject({
      errors: { code: [CODE_EXPIRED] },
    })
    // Three codes a day per account: a script cannot text a stranger's phone at the school's cost.
    await sendGuardianCode(asSender(student), 'en')
    await sendGuardianCode(asSender(student), 'en')
    await expect(sendGuardianCode(asSender(student), 'en')).rejects.toMatchObject({ status: 429 })
    expect(smsTo('8801819555200')).toHaveLength(3)
  })

  it('is confirmed by the office, and not by an editor or the student', async () => {
    const student = await newStudent('G6')
    await updateProfileCard(
      { father_phone: '01911-555300', broadcast_consent: 'father' },
      asSender(student),
    )
    // The student cannot write the confirmed number (the field is the office's).
    await updateProfileCard({ guardian_sms_confirmed: '01911555300' } as never, asSender(student))
    expect((await reload(student.id)).guardian_sms_confirmed ?? null).toBeNull()

    const byEditor = await rest('PATCH', `/users/${student.id}`, {
      token: editor,
      body: { guardian_sms_confirmed: '01911555300' },
    })
    expect([200, 403]).toContain(byEditor.status)
    expect((await reload(student.id)).guardian_sms_confirmed ?? null).toBeNull()

    const byOffice = await rest('PATCH', `/users/${student.id}`, {
      token: office,
      body: { guardian_sms_confirmed: '০১৯১১-৫৫৫৩০০' },
    })
    expect(byOffice.status).toBe(200)
    expect((await reload(student.id)).guardian_sms_confirmed).toBe('8801911555300')

    // A number the office types is one it vouches for.
    await rest('PATCH', `/users/${student.id}`, {
      token: office,
      body: { mother_phone: '01611555301', broadcast_consent: 'mother' },
    })
    expect((await reload(student.id)).guardian_sms_confirmed).toBe('8801611555301')
  })
})

describe('the stop link in every SMS', () => {
  it('puts the number on the opt-out list without the office, and only that number', async () => {
    const student = await newStudent('G9')
    const typed = await rest('PATCH', `/users/${student.id}`, {
      token: office,
      body: { father_phone: '01711555400', broadcast_consent: 'father' },
    })
    expect(typed.status).toBe(200)
    const broadcast = await broadcastTo('G9')
    await send(broadcast)
    const [sms] = smsTo('8801711555400')
    const code = /\/stop\/([\w-]+)$/.exec(sms?.message ?? '')?.[1] as string
    expect(code).toBe(stopCode('8801711555400'))

    const forged = `${stopCode('8801711555401').slice(0, 7)}${code.slice(7)}`
    const sender = { address: '198.51.100.200', honeypot: 'sms stop' }
    await expect(stopSms({ code: forged }, sender)).rejects.toMatchObject({
      status: 404,
      message: STOP_LINK_UNKNOWN,
    })
    expect(await stopSms({ code }, sender)).toEqual({ message: SMS_STOPPED })
    expect(await stopSms({ code }, sender)).toEqual({ message: SMS_STOPPED })
    const { docs } = await payload.find({
      collection: 'sms-opt-outs',
      where: { phone: { equals: '8801711555400' } },
    })
    expect(docs).toHaveLength(1)

    const next = await broadcastTo('G9')
    expect(next).toMatchObject({ recipients: 0, opted_out: 1 })
  })
})

describe('the daily SMS spending limit', () => {
  it('holds the rest until the limit allows, and tells every Administrator once', async () => {
    setClock(dhaka('2030-05-20T11:00:00'))
    const administrator = await payload.create({
      collection: 'admins',
      data: buildAdmin({ roles: ['admin'] }),
    })
    const { sms_daily_cap: cap } = await payload.findGlobal({ slug: 'site' })
    // 0.35 Tk a part, 1 Tk a day: two one-part messages.
    await payload.updateGlobal({
      slug: 'site',
      data: { sms_rate_per_part: 0.35, sms_daily_cap: 1 },
    })
    const numbers = ['8801711555501', '8801711555502', '8801711555503']
    for (const number of numbers) {
      const family = await payload.create({
        collection: 'users',
        data: {
          ...buildStudent({
            role: ROLE.student,
            student_class: '1',
            section: 'G3',
            broadcast_consent: 'father',
            father_phone: `0${number.slice(3)}`,
          }),
          guardian_sms_confirmed: number,
        },
        context: { disableRevalidate: true },
      })
      made.push(family.id)
    }
    const broadcast = await broadcastTo('G3', 'Sports day on Sunday.')
    expect(broadcast.parts_per_message).toBe(1)
    await send(broadcast)
    expect(numbers.flatMap(smsTo)).toHaveLength(2)
    // The office sees why the rest wait.
    expect(await payload.findByID({ collection: 'broadcasts', id: broadcast.id })).toMatchObject({
      status: 'sending',
      held_reason: 'daily_limit',
    })
    const [alert] = await mailsTo(administrator.email)
    expect(alert?.subject).toMatch(/Today’s SMS limit is reached/)
    expect(alert?.text).toMatch(/দৈনিক সীমা/)

    // A code is refused too, while the limit holds; the next morning the rest go.
    const student = await newStudent('G3')
    await updateProfileCard(
      { father_phone: '01711555509', broadcast_consent: 'father' },
      asSender(student),
    )
    await expect(sendGuardianCode(asSender(student), 'en')).rejects.toMatchObject({
      message: SMS_LIMIT_REACHED,
    })
    await payload.jobs.run({ limit: 100, sequential: true, silent: true })
    expect(numbers.flatMap(smsTo)).toHaveLength(2)
    expect(await mailsTo(administrator.email)).toHaveLength(1)

    setClock(dhaka('2030-05-21T08:30:00'))
    await payload.jobs.run({ limit: 100, sequential: true, silent: true })
    expect(numbers.flatMap(smsTo)).toHaveLength(3)
    expect((await payload.findByID({ collection: 'broadcasts', id: broadcast.id })).status).toBe(
      'sent',
    )
    await payload.updateGlobal({ slug: 'site', data: { sms_daily_cap: cap } })
  })
})
