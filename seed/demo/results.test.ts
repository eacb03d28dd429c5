import { describe, expect, it } from 'vitest'

import { gradeResult, type SubjectRule } from '@/features/results/grading'
import { guessableRegistrations } from '@/features/results/import/guessable'

import { SECONDARY_SUBJECTS } from '../factories'
import {
  DEMO_EXAM_CLASSES,
  DEMO_RESULT,
  DEMO_STUDENTS_PER_CLASS,
  demoClassResults,
  demoResultsCsv,
  SUBJECT_NAMES_BN,
} from './results'

const rules: SubjectRule[] = SECONDARY_SUBJECTS.map((s) => ({
  code: s.code,
  fullMarks: s.full_marks,
  passMarks: s.pass_marks,
  optional: s.optional,
}))

const graded = (className: string) =>
  demoClassResults(className).map((student) => ({
    ...student,
    ...gradeResult(rules, student.marks),
  }))

describe('demo results', () => {
  it('gives the pair the README names GPA 5.00', () => {
    const student = graded(DEMO_RESULT.class).find((s) => s.roll === DEMO_RESULT.roll)
    expect(student).toMatchObject({
      registration: DEMO_RESULT.registration,
      gpa: 5,
      grade: 'A+',
      passed: true,
    })
  })

  it('has a realistic spread in every class: a few fails, many 4th-subject bonuses', () => {
    for (const className of DEMO_EXAM_CLASSES) {
      const students = graded(className)
      expect(students).toHaveLength(DEMO_STUDENTS_PER_CLASS)
      const failed = students.filter((s) => !s.passed).length
      expect(failed, `Class ${className} fails`).toBeGreaterThanOrEqual(2)
      expect(failed, `Class ${className} fails`).toBeLessThanOrEqual(12)
      // A bonus: the optional subject above C (2.00) lifts the GPA above the compulsory average.
      const bonus = students.filter((s) => s.passed && s.subjects.at(-1)!.point > 2).length
      expect(bonus, `Class ${className} bonuses`).toBeGreaterThanOrEqual(10)
      expect(new Set(students.map((s) => s.grade)).size).toBeGreaterThanOrEqual(5)
      expect(new Set(students.map((s) => s.name)).size).toBe(students.length)
      for (const s of students)
        for (const rule of rules) {
          expect(s.marks[rule.code]).toBeGreaterThanOrEqual(0)
          expect(s.marks[rule.code]).toBeLessThanOrEqual(rule.fullMarks)
        }
    }
  })

  it('is the same on every install', () => {
    expect(demoResultsCsv(demoClassResults('9'))).toBe(demoResultsCsv(demoClassResults('9')))
    expect(demoResultsCsv(demoClassResults('9'))).not.toBe(demoResultsCsv(demoClassResults('10')))
  })

  it('prints registration numbers no one can guess from a roll, each used once', () => {
    const all = DEMO_EXAM_CLASSES.flatMap((className) => demoClassResults(className))
    expect(new Set(all.map((s) => s.registration)).size).toBe(all.length)
    for (const className of DEMO_EXAM_CLASSES)
      expect(guessableRegistrations(demoClassResults(className)), className).toBe(false)
  })

  it('names every subject in Bangla', () => {
    for (const subject of SECONDARY_SUBJECTS) expect(SUBJECT_NAMES_BN[subject.code]).toBeTruthy()
  })
})
