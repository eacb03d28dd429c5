import type { Result } from '@/payload-types'

import type { ExamClass, Localised } from './exams'
import { LETTER_GRADES, type LetterGrade } from './grading'

/** How many students sat and how many passed. */
export type PassCount = { students: number; passed: number }

export type ClassSummary = PassCount & {
  class: string
  sections: (PassCount & { section: string })[]
  subjects: (PassCount & { code: string; name: Localised })[]
}

/** What staff check before the publish time: pass rates and how GPAs spread. */
export type ResultsSummary = PassCount & {
  classes: ClassSummary[]
  grades: { grade: LetterGrade; count: number }[]
}

type StoredResult = Pick<Result, 'class' | 'section' | 'subjects' | 'grade' | 'result'>

const count = (rows: readonly { passed: boolean }[]): PassCount => ({
  students: rows.length,
  passed: rows.filter((row) => row.passed).length,
})

/**
 * Pass rates per class, per section of each class and per subject, and the number of students
 * at each overall letter grade (A+ … F), from the stored results of one exam.
 */
export function summarise(
  results: readonly StoredResult[],
  classes: readonly ExamClass[],
): ResultsSummary {
  const passed = (result: StoredResult) => result.result === 'passed'
  const summaries = classes
    .map((examClass) => {
      const rows = results.filter((result) => result.class === examClass.class)
      const sections = [...new Set(rows.map((row) => row.section?.trim() || '–'))].sort()
      return {
        class: examClass.class,
        ...count(rows.map((row) => ({ passed: passed(row) }))),
        sections: sections.map((section) => ({
          section,
          ...count(
            rows
              .filter((row) => (row.section?.trim() || '–') === section)
              .map((row) => ({ passed: passed(row) })),
          ),
        })),
        subjects: examClass.subjects.map((subject) => ({
          code: subject.code,
          name: subject.name,
          ...count(
            rows.flatMap((row) =>
              row.subjects
                .filter((mark) => mark.subject === subject.code)
                .map((mark) => ({ passed: mark.grade !== 'F' })),
            ),
          ),
        })),
      }
    })
    .filter((summary) => summary.students > 0)
  return {
    ...count(results.map((row) => ({ passed: passed(row) }))),
    classes: summaries,
    grades: LETTER_GRADES.map((grade) => ({
      grade,
      count: results.filter((row) => row.grade === grade).length,
    })),
  }
}
