/**
 * Grading as Bangladeshi schools grade (the SSC/JSC scale). A subject's letter grade comes from
 * its marks as a share of its full marks: 80–100 A+ (5.00), 70–79 A (4.00), 60–69 A- (3.50),
 * 50–59 B (3.00), 40–49 C (2.00), 33–39 D (1.00), below 33 F (0.00). The exam's own pass marks
 * decide a fail: below them is F whatever the share, and at or above them it is at least D.
 *
 * GPA: the average of the compulsory subjects' points, plus the optional (4th) subject's points
 * above 2.00 divided by the number of compulsory subjects, capped at 5.00, to two decimals. Any
 * failed compulsory subject makes the result F with GPA 0.00; failing the optional one does not.
 */

export const LETTER_GRADES = ['A+', 'A', 'A-', 'B', 'C', 'D', 'F'] as const
export type LetterGrade = (typeof LETTER_GRADES)[number]

/** The scale from the top, as [lowest percentage, grade, point]. */
const SCALE: readonly (readonly [number, LetterGrade, number])[] = [
  [80, 'A+', 5],
  [70, 'A', 4],
  [60, 'A-', 3.5],
  [50, 'B', 3],
  [40, 'C', 2],
  [33, 'D', 1],
]

/** The lowest GPA of each overall letter grade, from the top. */
const GPA_SCALE: readonly (readonly [number, LetterGrade])[] = [
  [5, 'A+'],
  [4, 'A'],
  [3.5, 'A-'],
  [3, 'B'],
  [2, 'C'],
  [1, 'D'],
]

/** The optional subject adds only its points above this. */
const OPTIONAL_BASE_POINT = 2
export const MAX_GPA = 5

export type SubjectRule = {
  code: string
  fullMarks: number
  passMarks: number
  optional: boolean
}

export type SubjectGrade = { code: string; marks: number; grade: LetterGrade; point: number }

export type GradedResult = {
  subjects: SubjectGrade[]
  gpa: number
  grade: LetterGrade
  passed: boolean
}

/** One subject's letter grade and point. */
export function gradeSubject(
  marks: number,
  { fullMarks, passMarks }: Pick<SubjectRule, 'fullMarks' | 'passMarks'>,
): { grade: LetterGrade; point: number } {
  if (marks < passMarks) return { grade: 'F', point: 0 }
  // Multiplied first, so 40 of 50 is exactly 80 and not 79.999….
  const percent = (marks * 100) / fullMarks
  const step = SCALE.find(([lowest]) => percent >= lowest)
  return step ? { grade: step[1], point: step[2] } : { grade: 'D', point: 1 }
}

/** The overall letter grade of a GPA (5.00 A+, from 4.00 A … from 1.00 D, else F). */
export function gradeOfGpa(gpa: number): LetterGrade {
  return GPA_SCALE.find(([lowest]) => gpa >= lowest)?.[1] ?? 'F'
}

/**
 * A student's result from the marks of each of the class's subjects (`marks` by subject code;
 * every rule needs its marks, the import checks that first).
 */
export function gradeResult(
  rules: readonly SubjectRule[],
  marks: Record<string, number>,
): GradedResult {
  const subjects = rules.map((rule) => {
    const got = marks[rule.code]
    if (got === undefined) throw new Error(`No marks for the subject "${rule.code}".`)
    return { code: rule.code, marks: got, ...gradeSubject(got, rule) }
  })
  const compulsory = subjects.filter((_, i) => !rules[i]?.optional)
  const optional = subjects.find((_, i) => rules[i]?.optional)
  if (compulsory.length === 0) throw new Error('A class needs at least one compulsory subject.')
  if (compulsory.some((subject) => subject.grade === 'F'))
    return { subjects, gpa: 0, grade: 'F', passed: false }
  // In hundredths of a point, where every point on the scale is a whole number.
  const bonus = Math.max(0, Math.round((optional?.point ?? 0) * 100) - OPTIONAL_BASE_POINT * 100)
  const total = compulsory.reduce((sum, subject) => sum + Math.round(subject.point * 100), bonus)
  const gpa = Math.min(MAX_GPA * 100, Math.round(total / compulsory.length)) / 100
  return { subjects, gpa, grade: gradeOfGpa(gpa), passed: true }
}

/** A GPA as a mark sheet prints it: two decimals. */
export function formatGpa(gpa: number): string {
  return gpa.toFixed(2)
}
