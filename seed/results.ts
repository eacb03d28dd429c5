/**
 * Seeds the demo exams: the published Annual Examination 2026 with results for classes 6–10, and
 * the Test Examination 2027 of class 10, imported but not yet public. Results go in through the
 * staff's import, as the office's files would.
 */
import type { Payload } from 'payload'

import { importResults } from '@/features/results/import-results'
import type { Admin, Exam } from '@/payload-types'

import { DAY } from './demo/stories'
import {
  DEMO_EXAM_CLASSES,
  DEMO_EXAM_NAMES,
  demoClassResults,
  demoResultsCsv,
  SUBJECT_NAMES_BN,
} from './demo/results'
import { buildExam, SECONDARY_SUBJECTS } from './factories'

const context = { disableRevalidate: true }

/** 10:00 in Dhaka, `days` from today. */
function dhakaMorning(days: number): string {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(4, 0, 0, 0)
  return date.toISOString()
}

/** Writes the exam's Bangla name and subject names beside the English. */
async function nameInBangla(payload: Payload, exam: Exam, name: string): Promise<void> {
  await payload.update({
    collection: 'exams',
    id: exam.id,
    locale: 'bn',
    data: {
      name,
      classes: exam.classes.map((row) => ({
        id: row.id,
        class: row.class,
        subjects: row.subjects.map((subject) => ({
          ...subject,
          name: SUBJECT_NAMES_BN[subject.code] ?? subject.name,
        })),
      })),
    },
    context,
  })
}

async function importClass(exam: Exam, className: string, year: number, staff: Admin) {
  const file = new File([demoResultsCsv(demoClassResults(className, year))], 'results.csv', {
    type: 'text/csv',
  })
  const answer = await importResults(
    { exam: exam.id, class: className, file },
    { ...staff, collection: 'admins' },
  )
  if (answer.status !== 'imported')
    throw new Error(`Demo results of Class ${className} were refused: ${JSON.stringify(answer)}`)
}

export async function seedResults(payload: Payload, staff: Admin): Promise<void> {
  const subjects = SECONDARY_SUBJECTS.map((subject) => ({ ...subject }))
  const annual = await payload.create({
    collection: 'exams',
    data: buildExam({
      name: DEMO_EXAM_NAMES.annual.en,
      year: 2026,
      publish_at: dhakaMorning(-2),
      status: 'published',
      classes: DEMO_EXAM_CLASSES.map((name) => ({ class: name, subjects })),
    }),
    context,
  })
  await nameInBangla(payload, annual, DEMO_EXAM_NAMES.annual.bn)
  for (const className of DEMO_EXAM_CLASSES) await importClass(annual, className, 2026, staff)

  // Class 10's test examination before the board exam, results in and checked, public in 3 weeks.
  const test = await payload.create({
    collection: 'exams',
    data: buildExam({
      name: DEMO_EXAM_NAMES.test.en,
      year: 2027,
      publish_at: dhakaMorning(21),
      status: 'scheduled',
      classes: [{ class: '10', subjects }],
    }),
    context,
  })
  await nameInBangla(payload, test, DEMO_EXAM_NAMES.test.bn)
  await importClass(test, '10', 2027, staff)
}
