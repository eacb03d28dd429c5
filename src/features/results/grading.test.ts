import { describe, expect, it } from 'vitest'

import { formatGpa, gradeOfGpa, gradeResult, gradeSubject, type SubjectRule } from './grading'

const hundred = { fullMarks: 100, passMarks: 33 }

describe('gradeSubject', () => {
  it.each([
    [100, 'A+', 5],
    [80, 'A+', 5],
    [79, 'A', 4],
    [70, 'A', 4],
    [69, 'A-', 3.5],
    [60, 'A-', 3.5],
    [59, 'B', 3],
    [50, 'B', 3],
    [49, 'C', 2],
    [40, 'C', 2],
    [39, 'D', 1],
    [33, 'D', 1],
    [32, 'F', 0],
    [32.5, 'F', 0],
    [0, 'F', 0],
  ])('%s of 100 is %s (%s)', (marks, grade, point) => {
    expect(gradeSubject(marks, hundred)).toEqual({ grade, point })
  })

  it('grades a subject of 50 marks by its share', () => {
    const fifty = { fullMarks: 50, passMarks: 17 }
    expect(gradeSubject(40, fifty)).toEqual({ grade: 'A+', point: 5 })
    expect(gradeSubject(39, fifty)).toEqual({ grade: 'A', point: 4 })
    expect(gradeSubject(17, fifty)).toEqual({ grade: 'D', point: 1 })
    expect(gradeSubject(16, fifty)).toEqual({ grade: 'F', point: 0 })
  })

  it('fails below the exam’s own pass marks, even where the scale would pass', () => {
    expect(gradeSubject(39, { fullMarks: 100, passMarks: 40 })).toEqual({ grade: 'F', point: 0 })
    expect(gradeSubject(40, { fullMarks: 100, passMarks: 40 })).toEqual({ grade: 'C', point: 2 })
  })

  it('passes at the exam’s own pass marks below 33 % with a D', () => {
    expect(gradeSubject(25, { fullMarks: 100, passMarks: 25 })).toEqual({ grade: 'D', point: 1 })
  })
})

const subject = (code: string, optional = false, fullMarks = 100, passMarks = 33): SubjectRule => ({
  code,
  fullMarks,
  passMarks,
  optional,
})
const CLASS_NINE = [
  subject('bangla'),
  subject('english'),
  subject('math'),
  subject('science'),
  subject('higher_math', true),
]

describe('gradeResult', () => {
  it.each([
    ['all A+ with an A+ optional subject stays at 5.00', [90, 85, 95, 88, 92], 5, 'A+', true],
    ['all A+ with a failed optional subject', [90, 85, 95, 88, 10], 5, 'A+', true],
    ['mixed, no optional bonus (optional at C, 2.00)', [75, 65, 55, 45, 45], 3.13, 'B', true],
    // (4 + 3.5 + 3 + 2 + (4 - 2)) / 4 = 14.5 / 4 = 3.625 → 3.63
    ['mixed with a 4th-subject bonus', [75, 65, 55, 45, 72], 3.63, 'A-', true],
    // (5 + 5 + 5 + 4 + (5 - 2)) / 4 = 22 / 4 = 5.5 → capped at 5.00
    ['the bonus is capped at 5.00', [80, 80, 80, 70, 80], 5, 'A+', true],
    ['a failed compulsory subject fails the result', [95, 95, 32, 95, 95], 0, 'F', false],
    ['all D', [33, 34, 35, 39, 33], 1, 'D', true],
    // (4 + 4 + 4 + 4 + (1 - 2 → 0)) / 4 = 4.00
    ['an optional D takes nothing away', [70, 70, 70, 70, 33], 4, 'A', true],
  ])('%s', (_name, [bangla, english, math, science, higherMath], gpa, grade, passed) => {
    const result = gradeResult(CLASS_NINE, {
      bangla: bangla!,
      english: english!,
      math: math!,
      science: science!,
      higher_math: higherMath!,
    })
    expect(result).toMatchObject({ gpa, grade, passed })
  })

  it('keeps each subject’s marks, grade and point in the class’s order', () => {
    const result = gradeResult(CLASS_NINE, {
      higher_math: 72,
      science: 45,
      math: 55,
      english: 65,
      bangla: 75,
    })
    expect(result.subjects).toEqual([
      { code: 'bangla', marks: 75, grade: 'A', point: 4 },
      { code: 'english', marks: 65, grade: 'A-', point: 3.5 },
      { code: 'math', marks: 55, grade: 'B', point: 3 },
      { code: 'science', marks: 45, grade: 'C', point: 2 },
      { code: 'higher_math', marks: 72, grade: 'A', point: 4 },
    ])
  })

  it('rounds the GPA to two decimals, half up', () => {
    // (5 + 4 + 4) / 3 = 4.333… → 4.33; (5 + 5 + 3.5) / 3 = 4.5; (5 + 3.5 + 3.5) / 3 = 4.00
    const three = [subject('a'), subject('b'), subject('c')]
    expect(gradeResult(three, { a: 80, b: 70, c: 70 }).gpa).toBe(4.33)
    expect(gradeResult(three, { a: 80, b: 80, c: 60 }).gpa).toBe(4.5)
    // (5 + 5 + 4 + 4 + 4 + 3.5) / 6 = 25.5 / 6 = 4.25; (5 * 5 + 4) / 6 = 4.8333… → 4.83
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((code) => subject(code))
    expect(gradeResult(six, { a: 80, b: 80, c: 70, d: 70, e: 70, f: 60 }).gpa).toBe(4.25)
    expect(gradeResult(six, { a: 80, b: 80, c: 80, d: 80, e: 80, f: 70 }).gpa).toBe(4.83)
  })

  it('uses each subject’s pass marks from the exam', () => {
    const strict = [subject('bangla', false, 100, 40), subject('english')]
    expect(gradeResult(strict, { bangla: 38, english: 90 })).toMatchObject({
      gpa: 0,
      grade: 'F',
      passed: false,
    })
  })

  it('refuses marks missing for a subject', () => {
    expect(() => gradeResult(CLASS_NINE, { bangla: 80 })).toThrow(/english/)
  })
})

describe('gradeOfGpa and formatGpa', () => {
  it.each([
    [5, 'A+'],
    [4.99, 'A'],
    [4, 'A'],
    [3.99, 'A-'],
    [3.5, 'A-'],
    [3.49, 'B'],
    [3, 'B'],
    [2, 'C'],
    [1.99, 'D'],
    [1, 'D'],
    [0, 'F'],
  ])('GPA %s is %s', (gpa, grade) => {
    expect(gradeOfGpa(gpa)).toBe(grade)
  })

  it('prints two decimals', () => {
    expect(formatGpa(5)).toBe('5.00')
    expect(formatGpa(3.5)).toBe('3.50')
    expect(formatGpa(4.33)).toBe('4.33')
  })
})
