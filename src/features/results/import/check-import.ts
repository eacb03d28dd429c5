import { subjectKey } from '@/collections/Exams/validate-classes'
import { toAsciiDigits } from '@/lib/digits'

import { gradeResult, type GradedResult } from '../grading'
import type { ExamSubject } from '../exams'
import { birthDate, pinNumber, registrationNumber, rollNumber } from '../schemas'
import type { SecondFact } from '@/lib/constants'
import type { LineProblem, SheetLine } from '@/lib/read-sheet'

export type ImportProblem = LineProblem

/** A checked line, graded, ready to store. */
export type ImportedRow = {
  line: number
  roll: number
  registration: string
  student_name: string
  section: string
  /** YYYY-MM-DD, or '' when the file has none. */
  birth_date: string
  pin: string
} & GradedResult

/** Every import file has these columns before the subjects' (section may be left out). */
export const STUDENT_COLUMNS = ['roll', 'registration', 'student_name', 'section'] as const
/** With the second fact's column, when the exam asks families for one. */
type StudentColumn = (typeof STUDENT_COLUMNS)[number] | 'birth_date' | 'pin'

/** Headings staff write for the student columns, as `columnKey` reduces them. */
const STUDENT_HEADINGS: Record<string, StudentColumn> = {
  roll: 'roll',
  'roll no': 'roll',
  'roll number': 'roll',
  registration: 'registration',
  'registration no': 'registration',
  'registration number': 'registration',
  'reg no': 'registration',
  student_name: 'student_name',
  'student name': 'student_name',
  name: 'student_name',
  section: 'section',
  birth_date: 'birth_date',
  'birth date': 'birth_date',
  'date of birth': 'birth_date',
  dob: 'birth_date',
  pin: 'pin',
}

const MAX_NAME = 120
const MAX_SECTION = 20
/** A class's results in one file; more is a wrong file. */
export const MAX_IMPORT_ROWS = 2000

const bnDigits = (value: number | string) =>
  String(value).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

const problem = (line: number, en: string, bn: string): ImportProblem => ({ line, en, bn })

/** The first line a value was seen on (this one, the first time). */
function firstLine<K>(seen: Map<K, number>, value: K, line: number): number {
  const first = seen.get(value)
  if (first !== undefined) return first
  seen.set(value, line)
  return line
}

/** A heading reduced for matching: 'Roll No.' → 'roll no'. */
function columnKey(heading: string): string {
  return subjectKey(heading).replace(/\.$/, '').replace(/\.\s*/g, ' ').trim()
}

/** Marks as a number with at most two decimals (Bengali digits accepted), or null. */
function readMarks(text: string): number | null {
  const value = toAsciiDigits(text).replace(',', '.')
  return /^\d{1,4}(\.\d{1,2})?$/.test(value) ? Number(value) : null
}

type Columns = { student: Partial<Record<StudentColumn, number>>; subjects: Map<string, number> }

function readHeading(
  header: SheetLine,
  subjects: readonly ExamSubject[],
  className: string,
  secondFact: SecondFact,
): { columns: Columns; problems: ImportProblem[] } {
  const problems: ImportProblem[] = []
  const byKey = new Map(subjects.map((subject) => [subjectKey(subject.code), subject]))
  const columns: Columns = { student: {}, subjects: new Map() }
  const seen = new Set<string>()
  header.cells.forEach((heading, index) => {
    if (heading === '') return
    const key = columnKey(heading)
    const student = STUDENT_HEADINGS[key] ?? STUDENT_HEADINGS[key.replace(/_/g, ' ')]
    const subject = byKey.get(subjectKey(heading))
    const name = student ?? subject?.code
    if (!name) {
      const known = subjects.map((each) => each.code).join(', ')
      problems.push(
        problem(
          header.line,
          `Unknown column "${heading}": it is not a subject of Class ${className} (its subjects are ${known}).`,
          `অজানা কলাম "${heading}": এটি শ্রেণি ${bnDigits(className)}-এর কোনো বিষয় নয় (বিষয়গুলো: ${known})।`,
        ),
      )
      return
    }
    if (seen.has(name)) {
      problems.push(
        problem(
          header.line,
          `The column "${heading}" appears twice.`,
          `"${heading}" কলামটি দুবার আছে।`,
        ),
      )
      return
    }
    seen.add(name)
    if (student) columns.student[student] = index
    else if (subject) columns.subjects.set(subject.code, index)
  })
  const required = ['roll', 'registration', 'student_name'] as StudentColumn[]
  if (secondFact !== 'none') required.push(secondFact)
  for (const column of required) {
    if (columns.student[column] === undefined)
      problems.push(
        problem(header.line, `The column "${column}" is missing.`, `"${column}" কলামটি নেই।`),
      )
  }
  for (const subject of subjects) {
    if (!columns.subjects.has(subject.code))
      problems.push(
        problem(
          header.line,
          `The column for ${subject.name.en} ("${subject.code}") is missing.`,
          `${subject.name.bn} ("${subject.code}") বিষয়ের কলামটি নেই।`,
        ),
      )
  }
  return { columns, problems }
}

/**
 * Checks every line of a class's results file before anything is stored: the columns are the
 * class's subjects, no cell is empty, marks are numbers within the subject's full marks, and
 * rolls and registration numbers are well formed and appear once. Answers the graded rows, or
 * every problem by line number.
 */
export function checkImport(
  lines: readonly SheetLine[],
  subjects: readonly ExamSubject[],
  className: string,
  secondFact: SecondFact = 'none',
): { rows: ImportedRow[] } | { problems: ImportProblem[] } {
  const [header, ...body] = lines
  if (!header || body.length === 0)
    return {
      problems: [
        problem(
          header?.line ?? 1,
          'The file has no results: a heading line and one line per student are needed.',
          'ফাইলে কোনো ফলাফল নেই: একটি শিরোনাম লাইন ও প্রতিটি শিক্ষার্থীর জন্য একটি লাইন দরকার।',
        ),
      ],
    }
  if (body.length > MAX_IMPORT_ROWS)
    return {
      problems: [
        problem(
          header.line,
          `The file has ${body.length} students; one class may have at most ${MAX_IMPORT_ROWS}.`,
          `ফাইলে ${bnDigits(body.length)} জন শিক্ষার্থী; এক শ্রেণিতে সর্বোচ্চ ${bnDigits(MAX_IMPORT_ROWS)} জন থাকতে পারে।`,
        ),
      ],
    }
  const heading = readHeading(header, subjects, className, secondFact)
  if (heading.problems.length > 0) return { problems: heading.problems }
  const { columns } = heading

  const problems: ImportProblem[] = []
  const rows: ImportedRow[] = []
  const rollLines = new Map<number, number>()
  const registrationLines = new Map<string, number>()
  for (const { line, cells } of body) {
    const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''))
    const before = problems.length
    const report = (en: string, bn: string) => problems.push(problem(line, en, bn))
    const empty = (label: string, labelBn: string) =>
      report(`The ${label} cell is empty.`, `${labelBn}-এর ঘর খালি।`)

    const rollText = cell(columns.student.roll)
    const roll = rollNumber.safeParse(rollText)
    if (rollText === '') empty('roll', 'রোল')
    else if (!roll.success)
      report(
        `The roll "${rollText}" is not a whole number from 1.`,
        `রোল "${rollText}" ১ বা তার বেশি পূর্ণসংখ্যা নয়।`,
      )
    const registrationText = cell(columns.student.registration)
    const registration = registrationNumber.safeParse(registrationText)
    if (registrationText === '') empty('registration number', 'রেজিস্ট্রেশন নম্বর')
    else if (!registration.success)
      report(
        `The registration number "${registrationText}" must be 4 to 20 digits.`,
        `রেজিস্ট্রেশন নম্বর "${registrationText}" ৪ থেকে ২০ অঙ্কের হতে হবে।`,
      )
    const name = cell(columns.student.student_name)
    if (name === '') empty('student name', 'শিক্ষার্থীর নাম')
    else if (name.length > MAX_NAME)
      report(
        `The student name is longer than ${MAX_NAME} characters.`,
        `শিক্ষার্থীর নাম ${bnDigits(MAX_NAME)} অক্ষরের চেয়ে লম্বা।`,
      )
    const section = cell(columns.student.section)
    if (section.length > MAX_SECTION)
      report(
        `The section is longer than ${MAX_SECTION} characters.`,
        `শাখা ${bnDigits(MAX_SECTION)} অক্ষরের চেয়ে লম্বা।`,
      )

    const birthText = cell(columns.student.birth_date)
    const birth = birthDate.safeParse(birthText)
    if (birthText === '' && secondFact === 'birth_date') empty('date of birth', 'জন্মতারিখ')
    else if (!birth.success)
      report(
        `The date of birth "${birthText}" is not a date (day/month/year).`,
        `জন্মতারিখ "${birthText}" কোনো তারিখ নয় (দিন/মাস/বছর)।`,
      )
    const pinText = cell(columns.student.pin)
    const pin = pinNumber.safeParse(pinText)
    if (pinText === '' && secondFact === 'pin') empty('PIN', 'পিন')
    else if (!pin.success)
      report(
        `The PIN "${pinText}" must be 4 to 12 digits.`,
        `পিন "${pinText}" ৪ থেকে ১২ অঙ্কের হতে হবে।`,
      )

    const marks: Record<string, number> = {}
    for (const subject of subjects) {
      const text = cell(columns.subjects.get(subject.code))
      if (text === '') {
        empty(`${subject.name.en} marks`, `${subject.name.bn}-এর নম্বর`)
        continue
      }
      const value = readMarks(text)
      if (value === null)
        report(
          `${subject.name.en}: "${text}" is not a number of marks.`,
          `${subject.name.bn}: "${text}" কোনো নম্বর নয়।`,
        )
      else if (value > subject.fullMarks)
        report(
          `${subject.name.en}: ${value} is above the full marks (${subject.fullMarks}).`,
          `${subject.name.bn}: ${bnDigits(value)} পূর্ণ নম্বরের (${bnDigits(subject.fullMarks)}) চেয়ে বেশি।`,
        )
      else marks[subject.code] = value
    }

    if (roll.success) {
      const first = firstLine(rollLines, roll.data, line)
      if (first !== line)
        report(
          `Roll ${roll.data} is also on line ${first}.`,
          `রোল ${bnDigits(roll.data)} লাইন ${bnDigits(first)}-এও আছে।`,
        )
    }
    if (registration.success) {
      const first = firstLine(registrationLines, registration.data, line)
      if (first !== line)
        report(
          `Registration number ${registration.data} is also on line ${first}.`,
          `রেজিস্ট্রেশন নম্বর ${registration.data} লাইন ${bnDigits(first)}-এও আছে।`,
        )
    }
    if (problems.length > before || !roll.success || !registration.success) continue
    rows.push({
      line,
      roll: roll.data,
      registration: registration.data,
      student_name: name,
      section,
      birth_date: birth.success ? birth.data : '',
      pin: pin.success ? pin.data : '',
      ...gradeResult(subjects, marks),
    })
  }
  return problems.length > 0 ? { problems } : { rows }
}

/**
 * The import template's heading line for a class: the student columns (with the second fact's,
 * when the exam asks for one), then one per subject.
 */
export function templateHeadings(
  subjects: readonly ExamSubject[],
  secondFact: SecondFact = 'none',
): string[] {
  return [
    ...STUDENT_COLUMNS,
    ...(secondFact === 'none' ? [] : [secondFact]),
    ...subjects.map((subject) => subject.code),
  ]
}
