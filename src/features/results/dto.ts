import type { Result } from '@/payload-types'

import type { ReadyExam } from './exams'

/** A mark sheet, as the lookup answers it (the API's `data`) and the pages draw it. */
export type MarkSheet = {
  code: string
  exam: { id: number; name: string; name_bn: string; year: number }
  class: string
  section: string | null
  roll: number
  registration: string
  student_name: string
  subjects: {
    code: string
    name: string
    name_bn: string
    full_marks: number
    marks: number
    grade: string
    point: number
    optional: boolean
  }[]
  gpa: number
  grade: string
  result: Result['result']
}

/** The fields of a result a mark sheet shows (the lookup reads only these). */
export const MARK_SHEET_SELECT = {
  code: true,
  class: true,
  section: true,
  roll: true,
  registration: true,
  birth_date: true,
  pin: true,
  student_name: true,
  subjects: true,
  gpa: true,
  grade: true,
  result: true,
} as const

type StoredSheet = Pick<Result, keyof typeof MARK_SHEET_SELECT>

/** A stored result and its exam as a mark sheet; subjects in the exam's order, with their names. */
export function toMarkSheet(result: StoredSheet, exam: ReadyExam): MarkSheet {
  const subjects = exam.classes.find((row) => row.class === result.class)?.subjects ?? []
  const byCode = new Map(subjects.map((subject) => [subject.code, subject]))
  return {
    code: result.code,
    exam: { id: exam.id, name: exam.name.en, name_bn: exam.name.bn, year: exam.year },
    class: result.class,
    section: result.section?.trim() || null,
    roll: result.roll,
    registration: result.registration,
    student_name: result.student_name,
    subjects: result.subjects.map((row) => {
      const subject = byCode.get(row.subject)
      return {
        code: row.subject,
        name: subject?.name.en ?? row.subject,
        name_bn: subject?.name.bn ?? row.subject,
        full_marks: subject?.fullMarks ?? 0,
        marks: row.marks,
        grade: row.grade ?? '',
        point: row.point ?? 0,
        optional: subject?.optional ?? false,
      }
    }),
    gpa: result.gpa,
    grade: result.grade,
    result: result.result,
  }
}

/** A published exam and its classes, as `GET results/exams` lists them. */
export function toExamDto(exam: ReadyExam) {
  return {
    id: exam.id,
    name: exam.name.en,
    name_bn: exam.name.bn,
    year: exam.year,
    published_at: exam.publishAt.toISOString(),
    classes: exam.classes.map((row) => row.class),
    /** What `POST results/lookup` needs besides roll and registration: `birth_date`, `pin` or nothing. */
    second_fact: exam.secondFact,
  }
}
