/**
 * Results day: staff import a class's results (every line checked first, a good file replacing
 * the class in one transaction), grades computed and stored, and families look a result up by
 * exam, class, roll and registration number through the page's form and `/api/v1`, never before
 * the publish time, with failed lookups limited per roll and per address.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as markSheetPdfCall } from '@/app/(frontend)/[locale]/results/[code]/pdf/route'
import { GET as listExamsCall } from '@/app/api/v1/results/exams/route'
import { POST as lookupCall } from '@/app/api/v1/results/lookup/route'
import { lookUpResultAction } from '@/features/results/actions'
import { importResults, type ImportAnswer } from '@/features/results/import-results'
import { guesserOf } from '@/features/results/look-up-result'
import { findMarkSheet, listExamChoices } from '@/features/results/queries'
import { summariseResults } from '@/features/results/read-summary'
import { NO_RESULT_FOUND } from '@/features/results/schemas'
import { localiseMessage } from '@/i18n/localise-message'
import {
  API_LIMIT_SETTINGS,
  API_LIMITS,
  RESULT_LOOKUP_POLICY,
  RESULT_LOOKUPS,
} from '@/lib/api-rate-limits'
import type { Admin } from '@/payload-types'
import { buildExam } from '@seed/factories'

import { call, listOf } from './api/call'
import { newStaff, testPayload } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'

const visitor = vi.hoisted(() => ({ address: '203.0.113.40', locale: 'en' }))
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ 'x-socket-address': visitor.address, 'x-next-intl-locale': visitor.locale }),
  // The form's browser has no device cookie; one given to it is not kept between tests.
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
const pageCache = vi.hoisted(() => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }))
vi.mock('next/cache', () => pageCache)

const HEADING =
  'roll,registration,student_name,section,bangla,english,math,science,religion,higher_math'
const quiet = { disableRevalidate: true }
const idle = { status: 'idle', values: {} } as never

let payload: Payload
let staff: Admin & { collection: 'admins' }
let registrations = 0

/** A registration number no other test uses (the table is shared by the run). */
function newRegistration(): string {
  registrations += 1
  return `${Date.now()}`.slice(-8) + String(registrations).padStart(4, '0')
}

function csvFile(lines: string[], name = 'class.csv'): File {
  return new File([lines.join('\r\n')], name, { type: 'text/csv' })
}

async function newExam(overrides: Parameters<typeof buildExam>[0] = {}) {
  return payload.create({ collection: 'exams', data: buildExam(overrides), context: quiet })
}

async function importClass(examId: number, className: string, lines: string[]) {
  return importResults({ exam: examId, class: className, file: csvFile(lines) }, staff)
}

function formData(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

/**
 * Counts `address` straight to its allowance of failed lookups, a few at a time: that many
 * lookups would only slow the test, and a bigger burst would outrun the shared store's time limit
 * on Postgres.
 */
async function spendLookupFailures(address: string) {
  const { limit } = RESULT_LOOKUP_POLICY.addressFailures
  for (let start = 0; start < limit; start += 25) {
    const batch = Array.from({ length: Math.min(25, limit - start) }, (_, i) => start + i)
    await Promise.all(
      batch.map((i) =>
        RESULT_LOOKUPS.failed({ address: guesserOf({ address }), account: `scan:${i}` }),
      ),
    )
  }
}

async function lookup(body: Record<string, unknown>, address = '198.51.100.200') {
  return call(lookupCall, '/results/lookup', {
    method: 'POST',
    body,
    headers: { 'x-socket-address': address },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await newStaff(payload, 'results')
})

beforeEach(async () => {
  await resetApiRateLimits()
  visitor.locale = 'en'
})

describe('import', () => {
  it('warns when the registration numbers follow the rolls, as a stranger could guess them', async () => {
    const exam = await newExam()
    const year = `${Date.now()}`.slice(-6)
    const lines = Array.from({ length: 6 }, (_, i) => {
      const roll = i + 1
      return `${roll},${year}08${String(roll).padStart(4, '0')},Pupil ${roll},A,70,65,60,55,30,50`
    })
    const answer = await importClass(exam.id, '8', [HEADING, ...lines])
    expect(answer).toMatchObject({
      status: 'imported',
      warning: { en: expect.stringContaining('can guess the number') },
    })
  })

  it('grades every student and stores the class, each with an unguessable code', async () => {
    const exam = await newExam()
    const [top, bonus, failed] = [newRegistration(), newRegistration(), newRegistration()]
    const answer = await importClass(exam.id, '8', [
      HEADING,
      `1,${top},Ayesha Siddiqua,A,95,88,99,90,45,92`,
      `2,${bonus},Rafiq Islam,A,75,65,55,45,30,72`,
      `3,${failed},Sumon Das,B,80,80,20,80,40,80`,
    ])
    expect(answer).toEqual({ status: 'imported', count: 3, class: '8' })
    const { docs } = await payload.find({
      collection: 'results',
      where: { exam: { equals: exam.id } },
      sort: 'roll',
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.roll, doc.gpa, doc.grade, doc.result])).toEqual([
      [1, 5, 'A+', 'passed'],
      // (4 + 3.5 + 3 + 2 + 3.5 (30 of 50 is 60 %) + (4 - 2) for Higher Mathematics) / 5
      [2, 3.6, 'A-', 'passed'],
      [3, 0, 'F', 'failed'],
    ])
    expect(docs[2]!.subjects.find((row) => row.subject === 'math')).toMatchObject({
      marks: 20,
      grade: 'F',
      point: 0,
    })
    const codes = docs.map((doc) => doc.code)
    expect(new Set(codes).size).toBe(3)
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('summarises the stored results for staff: pass rates per class, section and subject, and grades', async () => {
    const exam = await newExam({ status: 'draft' })
    await importClass(exam.id, '8', [
      HEADING,
      `1,${newRegistration()},One,A,95,88,99,90,45,92`,
      `2,${newRegistration()},Two,A,80,80,20,80,40,80`,
      `3,${newRegistration()},Three,B,75,65,55,45,30,72`,
    ])
    await importClass(exam.id, '9', [HEADING, `1,${newRegistration()},Four,,50,50,50,50,25,50`])
    const summary = await summariseResults(exam.id, staff)
    expect(summary).toMatchObject({ students: 4, passed: 3 })
    expect(summary!.classes.map((row) => [row.class, row.students, row.passed])).toEqual([
      ['8', 3, 2],
      ['9', 1, 1],
    ])
    expect(summary!.classes[0]!.sections).toEqual([
      { section: 'A', students: 2, passed: 1 },
      { section: 'B', students: 1, passed: 1 },
    ])
    expect(summary!.classes[0]!.subjects.find((row) => row.code === 'math')).toMatchObject({
      students: 3,
      passed: 2,
    })
    expect(Object.fromEntries(summary!.grades.map((row) => [row.grade, row.count]))).toEqual({
      'A+': 1,
      A: 0,
      'A-': 1,
      B: 1,
      C: 0,
      D: 0,
      F: 1,
    })
  })

  it('lists every bad line with its reason and stores nothing', async () => {
    const exam = await newExam()
    const reg = newRegistration()
    const answer = (await importClass(exam.id, '9', [
      HEADING,
      `1,${reg},Good Student,A,80,80,80,80,40,80`,
      `2,${newRegistration()},Too Many Marks,A,101,80,80,80,40,80`,
      `1,${newRegistration()},Same Roll,A,80,80,80,80,40,80`,
      `4,${reg},Same Registration,A,80,80,80,80,40,80`,
      `5,${newRegistration()},,A,80,,80,80,40,80`,
    ])) as Extract<ImportAnswer, { status: 'invalid' }>
    expect(answer.status).toBe('invalid')
    expect(answer.problems.map((p) => [p.line, p.en])).toEqual([
      [3, 'Bangla: 101 is above the full marks (100).'],
      [4, 'Roll 1 is also on line 2.'],
      [5, `Registration number ${reg} is also on line 2.`],
      [6, 'The student name cell is empty.'],
      [6, 'The English marks cell is empty.'],
    ])
    for (const p of answer.problems) expect(p.bn).not.toBe('')
    const { totalDocs } = await payload.count({
      collection: 'results',
      where: { exam: { equals: exam.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses an unknown subject column and a missing one by the heading line', async () => {
    const exam = await newExam()
    const answer = (await importClass(exam.id, '6', [
      'roll,registration,student_name,bangla,english,math,science,religion,physics',
      `1,${newRegistration()},Student,80,80,80,80,40,80`,
    ])) as Extract<ImportAnswer, { status: 'invalid' }>
    expect(answer.problems.map((p) => p.line)).toEqual([1, 1])
    expect(answer.problems[0]!.en).toMatch(/^Unknown column "physics"/)
    expect(answer.problems[1]!.en).toMatch(/Higher Mathematics \("higher_math"\) is missing/)
  })

  it('replaces the class in one go, keeping the code of a student who stays', async () => {
    const exam = await newExam()
    const [stays, leaves, joins] = [newRegistration(), newRegistration(), newRegistration()]
    await importClass(exam.id, '7', [
      HEADING,
      `1,${stays},Stays,A,50,50,50,50,25,50`,
      `2,${leaves},Leaves,A,50,50,50,50,25,50`,
    ])
    const before = await payload.find({
      collection: 'results',
      where: { registration: { equals: stays } },
      overrideAccess: true,
    })
    const again = await importClass(exam.id, '7', [
      HEADING,
      `1,${stays},Stays,A,90,90,90,90,45,90`,
      `3,${joins},Joins,A,50,50,50,50,25,50`,
    ])
    expect(again).toMatchObject({ status: 'imported', count: 2 })
    const { docs } = await payload.find({
      collection: 'results',
      where: { exam: { equals: exam.id }, class: { equals: '7' } },
      sort: 'roll',
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.registration, doc.gpa])).toEqual([
      [stays, 5],
      [joins, 3.2],
    ])
    expect(docs[0]!.code).toBe(before.docs[0]!.code)
  })

  it('refuses a registration number another class of the exam holds, and leaves both classes as they were', async () => {
    const exam = await newExam()
    const reg = newRegistration()
    await importClass(exam.id, '6', [HEADING, `1,${reg},In Six,A,50,50,50,50,25,50`])
    const answer = await importClass(exam.id, '7', [
      HEADING,
      `1,${reg},In Seven,A,50,50,50,50,25,50`,
    ])
    expect(answer).toMatchObject({ status: 'invalid', problems: [{ line: 2 }] })
    const inClass = async (className: '6' | '7') =>
      (
        await payload.count({
          collection: 'results',
          where: { exam: { equals: exam.id }, class: { equals: className } },
          overrideAccess: true,
        })
      ).totalDocs
    expect([await inClass('6'), await inClass('7')]).toEqual([1, 0])
  })

  it('is for staff only', async () => {
    const exam = await newExam()
    await expect(
      importResults({ exam: exam.id, class: '8', file: csvFile([HEADING]) }, null),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('lookup', () => {
  const classEight = async (overrides: Parameters<typeof buildExam>[0] = {}) => {
    const exam = await newExam(overrides)
    const pupils = Array.from({ length: 3 }, (_, i) => ({ roll: i + 1, reg: newRegistration() }))
    await importClass(exam.id, '8', [
      HEADING,
      ...pupils.map((p) => `${p.roll},${p.reg},Pupil ${p.roll},A,85,82,90,81,41,88`),
    ])
    return { exam, pupils }
  }

  it('answers the mark sheet through the API and the form alike, Bengali digits accepted', async () => {
    const { exam, pupils } = await classEight()
    const bengali = (text: string) =>
      text.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))
    const api = await lookup({
      exam_id: exam.id,
      class: '8',
      roll: 2,
      registration: pupils[1]!.reg,
    })
    expect(api.status).toBe(200)
    const sheet = api.body.data as Record<string, unknown>
    expect(sheet).toMatchObject({
      class: '8',
      roll: 2,
      student_name: 'Pupil 2',
      gpa: 5,
      grade: 'A+',
      result: 'passed',
      exam: { id: exam.id, year: 2026 },
    })
    expect((sheet.subjects as unknown[]).length).toBe(6)
    expect(sheet.subjects).toContainEqual({
      code: 'religion',
      name: 'Religion',
      name_bn: 'Religion',
      full_marks: 50,
      marks: 41,
      grade: 'A+',
      point: 5,
      optional: false,
    })

    visitor.locale = 'bn'
    const form = await lookUpResultAction(
      idle,
      formData({
        exam_id: bengali(String(exam.id)),
        class: '৮',
        roll: '২',
        registration: bengali(pupils[1]!.reg),
      }),
    )
    expect(form.status).toBe('success')
    expect(form.sheet).toEqual(sheet)
  })

  it('asks for the date of birth or the printed PIN when the exam says so, and never shows them', async () => {
    const byBirth = await newExam({ second_fact: 'birth_date' })
    const reg = newRegistration()
    // Without the column, the import says what the exam needs.
    const missing = await importClass(byBirth.id, '8', [
      HEADING,
      `1,${reg},Pupil 1,A,85,82,90,81,41,88`,
    ])
    expect(missing).toMatchObject({
      status: 'invalid',
      problems: [expect.objectContaining({ en: 'The column "birth_date" is missing.' })],
    })
    const bad = await importClass(byBirth.id, '8', [
      `${HEADING},date of birth`,
      `1,${reg},Pupil 1,A,85,82,90,81,41,88,31/02/2012`,
    ])
    expect(bad).toMatchObject({ status: 'invalid' })
    expect(
      await importClass(byBirth.id, '8', [
        `${HEADING},date of birth`,
        `1,${reg},Pupil 1,A,85,82,90,81,41,88,23/04/2012`,
      ]),
    ).toMatchObject({ status: 'imported', count: 1 })
    const facts = { exam_id: byBirth.id, class: '8', roll: 1, registration: reg }
    expect((await lookup(facts)).status).toBe(404)
    expect((await lookup({ ...facts, birth_date: '24/04/2012' })).status).toBe(404)
    const right = await lookup({ ...facts, birth_date: '২৩-০৪-২০১২' })
    expect(right.status).toBe(200)
    expect(right.body.data).not.toHaveProperty('birth_date')
    expect((await lookup({ ...facts, birth_date: '2012-04-23' })).status).toBe(200)
    expect((await lookup({ ...facts, birth_date: 'yesterday' })).status).toBe(422)

    const byPin = await newExam({ second_fact: 'pin' })
    const pinReg = newRegistration()
    await importClass(byPin.id, '8', [
      `${HEADING},pin`,
      `1,${pinReg},Pupil 1,A,85,82,90,81,41,88,583920`,
    ])
    const pinFacts = { exam_id: byPin.id, class: '8', roll: 1, registration: pinReg }
    expect((await lookup(pinFacts)).status).toBe(404)
    expect((await lookup({ ...pinFacts, pin: '583921' })).status).toBe(404)
    const form = await lookUpResultAction(
      idle,
      formData({ ...pinFacts, exam_id: String(byPin.id), roll: '1', pin: '৫৮৩৯২০' }),
    )
    expect(form.status).toBe('success')
    expect(form.sheet).not.toHaveProperty('pin')
    // The exams list tells an app what to ask.
    const exams = await call(listExamsCall, '/results/exams?asks=pin')
    expect(listOf(exams.body)).toContainEqual(
      expect.objectContaining({ id: byPin.id, second_fact: 'pin' }),
    )
  })

  it('gives a wrong registration number and an unknown roll the same answer, in both doors', async () => {
    const { exam, pupils } = await classEight()
    const wrong = await lookup({ exam_id: exam.id, class: '8', roll: 1, registration: '99999999' })
    const unknown = await lookup({
      exam_id: exam.id,
      class: '8',
      roll: 60,
      registration: pupils[0]!.reg,
    })
    expect(wrong.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body).toEqual({ success: false, message: NO_RESULT_FOUND })

    const form = await lookUpResultAction(
      idle,
      formData({ exam_id: String(exam.id), class: '8', roll: '1', registration: '99999999' }),
    )
    expect(form).toMatchObject({ status: 'error', message: NO_RESULT_FOUND })
    expect(form.sheet).toBeUndefined()
    visitor.locale = 'bn'
    const bangla = await lookUpResultAction(
      idle,
      formData({ exam_id: String(exam.id), class: '8', roll: '61', registration: '99999999' }),
    )
    expect(bangla).toMatchObject({
      status: 'error',
      message: localiseMessage(NO_RESULT_FOUND, 'bn'),
    })
    expect(localiseMessage(NO_RESULT_FOUND, 'bn')).not.toBe(NO_RESULT_FOUND)
  })

  it('answers with a request id of its own, or the one the load balancer gave (the proxy skips this call)', async () => {
    const { exam, pupils } = await classEight()
    const details = { exam_id: exam.id, class: '8', roll: 1, registration: pupils[0]!.reg }
    const first = await lookup(details)
    const second = await lookup({ ...details, registration: `${pupils[0]!.reg}1` })
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    const given = await call(lookupCall, '/results/lookup', {
      method: 'POST',
      body: details,
      headers: { 'x-socket-address': '198.51.100.202', 'x-request-id': 'nginx-5f2c9a71e0b4' },
    })
    expect(given.headers.get('x-request-id')).toBe('nginx-5f2c9a71e0b4')
  })

  it('refuses malformed details with the field messages', async () => {
    const res = await lookup({ exam_id: 'x', class: '12', roll: 'one', registration: '' })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors as object).sort()).toEqual([
      'class',
      'exam_id',
      'registration',
      'roll',
    ])
  })

  it('shows nothing before the publish time, in the API and the page’s form, and everything after', async () => {
    const soon = new Date(Date.now() + 60 * 60_000)
    const { exam, pupils } = await classEight({ publish_at: soon.toISOString() })
    const details = { exam_id: exam.id, class: '8', roll: 1, registration: pupils[0]!.reg }

    const exams = await call(listExamsCall, '/results/exams')
    expect(listOf(exams.body).map((e) => e.id)).not.toContain(exam.id)
    // The page offers only public exams, and the printed sheet's code opens nothing yet.
    expect((await listExamChoices('en')).map((e) => e.id)).not.toContain(exam.id)
    const { docs } = await payload.find({
      collection: 'results',
      where: { exam: { equals: exam.id }, roll: { equals: 1 } },
      overrideAccess: true,
    })
    const code = docs[0]!.code
    expect(await findMarkSheet(code)).toBeNull()
    expect((await lookup(details)).body).toEqual({ success: false, message: NO_RESULT_FOUND })
    const form = await lookUpResultAction(
      idle,
      formData({ ...details, exam_id: String(exam.id), roll: '1' }),
    )
    expect(form).toMatchObject({ status: 'error', message: NO_RESULT_FOUND })
    // Families refreshing before the time are not counted against the roll.
    for (let i = 0; i < RESULT_LOOKUP_POLICY.accountFailures.threshold + 2; i += 1)
      expect((await lookup(details)).status).toBe(404)

    vi.useFakeTimers({ now: soon.getTime() + 1000, toFake: ['Date'] })
    try {
      expect((await lookup(details)).status).toBe(200)
      expect((await listExamChoices('bn')).find((e) => e.id === exam.id)).toMatchObject({
        classes: ['6', '7', '8', '9', '10'],
      })
      expect(await findMarkSheet(code)).toMatchObject({ code, roll: 1, class: '8' })
      const listed = await call(listExamsCall, '/results/exams?after=publish')
      expect(listOf(listed.body).find((e) => e.id === exam.id)).toMatchObject({
        classes: ['6', '7', '8', '9', '10'],
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('never shows a draft exam, whatever its publish time', async () => {
    const { exam, pupils } = await classEight({ status: 'draft' })
    const res = await lookup({
      exam_id: exam.id,
      class: '8',
      roll: 1,
      registration: pupils[0]!.reg,
    })
    expect(res.status).toBe(404)
  })

  it('makes the guesser wait after a handful of wrong numbers for a roll, never the family', async () => {
    const { exam, pupils } = await classEight()
    const { threshold } = RESULT_LOOKUP_POLICY.accountFailures
    const GUESSER = '198.51.100.10'
    for (let i = 0; i < threshold; i += 1) {
      const res = await lookup(
        { exam_id: exam.id, class: '8', roll: 3, registration: `1000000${i}` },
        GUESSER,
      )
      expect(res.status).toBe(404)
    }
    // The guesser now waits for that roll, whatever it sends: its answers tell it nothing.
    const held = await lookup(
      { exam_id: exam.id, class: '8', roll: 3, registration: pupils[2]!.reg },
      GUESSER,
    )
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(
      RESULT_LOOKUP_POLICY.backoff.firstSeconds,
    )
    // The family, anywhere else, gets its result at once.
    const family = await lookup(
      { exam_id: exam.id, class: '8', roll: 3, registration: pupils[2]!.reg },
      '198.51.100.99',
    )
    expect(family.status).toBe(200)
    // Other rolls of the class are not held for the guesser either.
    const other = await lookup(
      { exam_id: exam.id, class: '8', roll: 1, registration: pupils[0]!.reg },
      GUESSER,
    )
    expect(other.status).toBe(200)
  })

  it('is not held back by a stranger who re-arms the wait for many rolls', async () => {
    const { exam, pupils } = await classEight()
    const STRANGER = '198.51.100.66'
    // Wrong numbers for every roll, past the threshold, from one address (finding 1: 120
    // requests held 10 rolls for 10 minutes).
    for (let round = 0; round < RESULT_LOOKUP_POLICY.accountFailures.threshold + 2; round += 1)
      for (const pupil of pupils)
        await lookup(
          {
            exam_id: exam.id,
            class: '8',
            roll: pupil.roll,
            registration: `99999${round}${pupil.roll}`,
          },
          STRANGER,
        )
    for (const [i, pupil] of pupils.entries()) {
      const answer = await lookup(
        { exam_id: exam.id, class: '8', roll: pupil.roll, registration: pupil.reg },
        `203.0.113.${i + 1}`,
      )
      expect(answer.status, `roll ${pupil.roll}`).toBe(200)
    }
  })

  it('counts a browser with a device cookie on its own, apart from its address', async () => {
    const { exam, pupils } = await classEight()
    const CARRIER = '100.64.0.1'
    // A family's browser behind a carrier address is given a device cookie by its first answer.
    const first = await lookup(
      { exam_id: exam.id, class: '8', roll: 1, registration: pupils[0]!.reg },
      CARRIER,
    )
    const cookie = /device=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0]
    expect(cookie).toBeDefined()
    // Someone else at the same address guesses roll 2 until that address waits for it.
    for (let i = 0; i <= RESULT_LOOKUP_POLICY.accountFailures.threshold; i += 1)
      await lookup({ exam_id: exam.id, class: '8', roll: 2, registration: `2000000${i}` }, CARRIER)
    const guessed = await lookup(
      { exam_id: exam.id, class: '8', roll: 2, registration: pupils[1]!.reg },
      CARRIER,
    )
    expect(guessed.status).toBe(429)
    // The family's browser, at that address, looks roll 2 up with the right numbers at once.
    const family = await call(lookupCall, '/results/lookup', {
      method: 'POST',
      body: { exam_id: exam.id, class: '8', roll: 2, registration: pupils[1]!.reg },
      headers: { 'x-socket-address': CARRIER, cookie: cookie! },
    })
    expect(family.status).toBe(200)
    // A cookie the server did not sign counts as none.
    const forged = await call(lookupCall, '/results/lookup', {
      method: 'POST',
      body: { exam_id: exam.id, class: '8', roll: 2, registration: pupils[1]!.reg },
      headers: { 'x-socket-address': CARRIER, cookie: 'device=made-up' },
    })
    expect(forged.status).toBe(429)
  })
})

describe('a school lab behind one address on result day', { timeout: 120_000 }, () => {
  it('looks up a class of 40 with typos on the way, and nobody is refused', async () => {
    const exam = await newExam()
    const pupils = Array.from({ length: 40 }, (_, i) => ({ roll: i + 1, reg: newRegistration() }))
    expect(
      await importClass(exam.id, '10', [
        HEADING,
        ...pupils.map((p) => `${p.roll},${p.reg},Pupil ${p.roll},B,70,65,60,55,30,50`),
      ]),
    ).toMatchObject({ status: 'imported', count: 40 })
    const LAB = '203.0.113.77'
    for (const pupil of pupils) {
      // Every pupil first mistypes the registration number, and some try a neighbour's roll.
      const typo = await lookup(
        { exam_id: exam.id, class: '10', roll: pupil.roll, registration: `${pupil.reg}9` },
        LAB,
      )
      expect(typo.status).toBe(404)
      const right = await lookup(
        { exam_id: exam.id, class: '10', roll: pupil.roll, registration: pupil.reg },
        LAB,
      )
      expect(right.status, `roll ${pupil.roll}`).toBe(200)
    }
  })

  it('keeps answering a mobile operator’s address that thousands of families share', async () => {
    const exam = await newExam()
    const reg = newRegistration()
    await importClass(exam.id, '9', [HEADING, `7,${reg},Shared,A,50,50,50,50,25,50`])
    const CARRIER = '103.230.104.7'
    // The hour so far: 5,000 families behind the operator's address, each mistyping twice.
    for (let family = 0; family < 5_000; family += 1)
      for (let typo = 0; typo < 2; typo += 1)
        await RESULT_LOOKUPS.failed({
          address: CARRIER,
          account: `${exam.id}:${6 + (family % 5)}:${1000 + family}`,
        })
    const details = { exam_id: exam.id, class: '9', roll: 7 }
    expect((await lookup({ ...details, registration: `${reg}1` }, CARRIER)).status).toBe(404)
    expect((await lookup({ ...details, registration: reg }, CARRIER)).status).toBe(200)
  })

  it('stops one address after its allowance of failures', async () => {
    const exam = await newExam()
    await importClass(exam.id, '6', [HEADING, `1,${newRegistration()},Only,A,50,50,50,50,25,50`])
    const SCANNER = '203.0.113.78'
    await spendLookupFailures(SCANNER)
    const res = await lookup(
      { exam_id: exam.id, class: '6', roll: 2, registration: '12345678' },
      SCANNER,
    )
    expect(res.status).toBe(429)
  }, 300_000)
})

/** A mark sheet's PDF, asked for from `address`. */
const download = (code: string, locale = 'en', address = '198.51.100.201') =>
  markSheetPdfCall(
    new Request(`http://localhost/results/${code}/pdf`, {
      headers: { 'x-socket-address': address },
    }),
    { params: Promise.resolve({ locale, code }) },
  )

/** The codes of an exam's mark sheets, by roll. */
const codesOf = async (examId: number) =>
  (
    await payload.find({
      collection: 'results',
      where: { exam: { equals: examId } },
      sort: 'roll',
      limit: 100,
      overrideAccess: true,
    })
  ).docs.map((doc) => doc.code)

describe('the mark sheet as a PDF', () => {
  const codeOf = async (examId: number) => (await codesOf(examId))[0]!

  it('downloads the sheet of a published exam by its code, in either language', async () => {
    const exam = await newExam()
    await importClass(exam.id, '9', [
      HEADING,
      `4,${newRegistration()},Shirin Akter,B,72,68,81,64,30,55`,
    ])
    const code = await codeOf(exam.id)
    for (const locale of ['en', 'bn']) {
      const res = await download(code, locale)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="mark-sheet-2026-class-9-roll-4.pdf"',
      )
      const pdf = Buffer.from(await res.arrayBuffer())
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      if (locale === 'en')
        // The title holds the student's name (the page's text is glyphs, not letters).
        expect(pdf.toString('latin1')).toContain(`(Mark sheet: Shirin Akter, ${exam.name})`)
    }
  })

  it('answers 404 for an unknown code and before the publish time, as the print page does', async () => {
    const exam = await newExam({ publish_at: new Date(Date.now() + 60 * 60_000).toISOString() })
    await importClass(exam.id, '9', [HEADING, `1,${newRegistration()},Early,A,50,50,50,50,25,50`])
    expect((await download(await codeOf(exam.id))).status).toBe(404)
    expect((await download('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await download('x')).status).toBe(404)
  })
})

describe('the mark sheet as a PDF, for a crowd behind one address', { timeout: 300_000 }, () => {
  const LAB = '203.0.113.79'

  it('gives a lab’s class of 40 every sheet in both languages, then holds one sheet to its allowance', async () => {
    const exam = await newExam()
    await importClass(exam.id, '7', [
      HEADING,
      ...Array.from(
        { length: 40 },
        (_, i) => `${i + 1},${newRegistration()},Pupil ${i + 1},A,70,65,60,55,30,50`,
      ),
    ])
    const codes = await codesOf(exam.id)
    expect(codes).toHaveLength(40)
    for (const code of codes)
      for (const locale of ['en', 'bn'])
        expect((await download(code, locale, LAB)).status).toBe(200)
    const { limit } = API_LIMIT_SETTINGS.markSheetPdfBySheet
    for (let i = 2; i < limit; i += 1)
      expect((await download(codes[0]!, 'en', LAB)).status).toBe(200)
    const refused = await download(codes[0]!, 'bn', LAB)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toBe(
      localiseMessage('Too many requests. Please wait a little and try again.', 'bn'),
    )
    // The rest of the class is not held back by one sheet.
    expect((await download(codes[1]!, 'en', LAB)).status).toBe(200)
  })

  it('stops an address past its allowance, in the page’s language, and no other address', async () => {
    const exam = await newExam()
    await importClass(exam.id, '7', [HEADING, `1,${newRegistration()},Only,A,50,50,50,50,25,50`])
    const [code] = await codesOf(exam.id)
    const LOOP = '203.0.113.80'
    const { limit } = API_LIMIT_SETTINGS.markSheetPdfByAddress
    for (let i = 0; i < limit; i += 1) await API_LIMITS.markSheetPdfByAddress.consume(LOOP)
    const refused = await download(code!, 'en', LOOP)
    expect(refused.status).toBe(429)
    expect(await refused.text()).toBe('Too many requests. Please wait a little and try again.')
    expect((await download(code!, 'en')).status).toBe(200)
  })

  it('refuses an address that spent its lookup failures, as the lookup does', async () => {
    const exam = await newExam()
    await importClass(exam.id, '7', [HEADING, `1,${newRegistration()},Only,A,50,50,50,50,25,50`])
    const [code] = await codesOf(exam.id)
    const SCANNER = '203.0.113.81'
    await spendLookupFailures(SCANNER)
    expect((await download(code!, 'en', SCANNER)).status).toBe(429)
  })
})

describe('publishing at the publish time', () => {
  it('marks a ready exam published through the job runner once its time has come, not before', async () => {
    const due = await newExam({ publish_at: new Date(Date.now() - 1000).toISOString() })
    const later = await newExam({ publish_at: new Date(Date.now() + 60 * 60_000).toISOString() })
    const draft = await newExam({ status: 'draft' })
    const jobsFor = async (examId: number) =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'publishExamResults' }, 'input.exam': { equals: examId } },
          overrideAccess: true,
        })
      ).totalDocs
    expect([await jobsFor(due.id), await jobsFor(later.id), await jobsFor(draft.id)]).toEqual([
      1, 1, 0,
    ])
    await payload.jobs.run({ queue: 'default', limit: 100 })
    const status = async (id: number) =>
      (await payload.findByID({ collection: 'exams', id, depth: 0 })).status
    expect([await status(due.id), await status(later.id), await status(draft.id)]).toEqual([
      'published',
      'scheduled',
      'draft',
    ])
  })

  it('redraws /results and /bn/results when the job publishes an exam, which both then offer', async () => {
    const exam = await newExam({ publish_at: new Date(Date.now() - 1000).toISOString() })
    pageCache.revalidatePath.mockClear()
    await payload.jobs.run({ queue: 'default', limit: 100 })
    expect((await payload.findByID({ collection: 'exams', id: exam.id, depth: 0 })).status).toBe(
      'published',
    )
    // The cached page has no timed refresh: this call is what shows the exam on it.
    expect(pageCache.revalidatePath).toHaveBeenCalledWith('/en/results', undefined)
    expect(pageCache.revalidatePath).toHaveBeenCalledWith('/bn/results', undefined)
    for (const locale of ['en', 'bn'] as const)
      expect((await listExamChoices(locale)).map((choice) => choice.id)).toContain(exam.id)
  })
})
