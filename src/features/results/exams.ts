import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { ExamStatus, SecondFact } from '@/lib/constants'
import { keptReads } from '@/lib/kept-reads'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { Exam } from '@/payload-types'

import type { SubjectRule } from './grading'

/** A text staff wrote in both languages; either falls back to the other where it is missing. */
export type Localised = Record<Locale, string>

export type ExamSubject = SubjectRule & { name: Localised }
export type ExamClass = { class: Exam['classes'][number]['class']; subjects: ExamSubject[] }

/** An exam that is not a draft, with everything a mark sheet needs in both languages. */
export type ReadyExam = {
  id: number
  name: Localised
  year: number
  publishAt: Date
  status: ExamStatus
  /** What a family types besides roll and registration number. */
  secondFact: SecondFact
  classes: ExamClass[]
}

/** Payload's answer for `locale: 'all'`: each localized text as `{ en, bn }`. */
type AllLocales<T> = T | Partial<Record<Locale, T>> | null | undefined

function localised(value: AllLocales<string>): Localised {
  if (typeof value === 'string') return { en: value, bn: value }
  const en = value?.en?.trim() || ''
  const bn = value?.bn?.trim() || ''
  return { en: en || bn, bn: bn || en }
}

/** One exam in any status, as the given user may read it (staff), or null where they may not. */
export async function findExamFor(
  examId: number,
  user: PayloadRequest['user'],
): Promise<ReadyExam | null> {
  const payload = await getPayloadClient()
  const doc = await payload
    .findByID({
      collection: 'exams',
      id: examId,
      locale: 'all',
      depth: 0,
      overrideAccess: false,
      user,
    })
    .catch(() => null)
  return doc && toReadyExam(doc)
}

export function toReadyExam(doc: Exam): ReadyExam {
  return {
    id: doc.id,
    name: localised(doc.name as AllLocales<string>),
    year: doc.year,
    publishAt: new Date(doc.publish_at),
    status: doc.status,
    secondFact: doc.second_fact ?? 'none',
    classes: doc.classes.map((row) => ({
      class: row.class,
      subjects: row.subjects.map((subject) => ({
        code: subject.code,
        name: localised(subject.name as AllLocales<string>),
        fullMarks: subject.full_marks,
        passMarks: subject.pass_marks,
        optional: subject.optional === true,
      })),
    })),
  }
}

/**
 * Every exam that is not a draft, kept in memory for at most 10 s and dropped at once whenever
 * staff change anything (on every instance, with Redis): result day's lookups do not read them.
 * Whether an exam is public is decided on each call from its publish time, so the results open
 * at that moment exactly.
 */
const readyExams = keptReads(
  () =>
    getPayloadClient()
      .then((payload) =>
        payload.find({
          collection: 'exams',
          where: { status: { not_equals: 'draft' } },
          locale: 'all',
          depth: 0,
          limit: 500,
          pagination: false,
          sort: '-publish_at',
          // Exams are the office's; what the public may learn of them is decided below.
          overrideAccess: true,
        }),
      )
      .then(({ docs }) => docs.map(toReadyExam)),
  { keepMs: 10_000, maxKeys: 1 },
)

/** Whether the public may see the exam's results at `now`: not a draft, and its publish time passed. */
export function isOpen(exam: Pick<ReadyExam, 'status' | 'publishAt'>, now: Date): boolean {
  return exam.status !== 'draft' && exam.publishAt.getTime() <= now.getTime()
}

/** The exams whose results are public, newest first. */
export async function listOpenExams(now = new Date()): Promise<ReadyExam[]> {
  return (await readyExams('exams', now.getTime())).filter((exam) => isOpen(exam, now))
}

/** One exam whose results are public, or null (unknown, a draft, or before its publish time). */
export async function findOpenExam(id: number, now = new Date()): Promise<ReadyExam | null> {
  return (await listOpenExams(now)).find((exam) => exam.id === id) ?? null
}
