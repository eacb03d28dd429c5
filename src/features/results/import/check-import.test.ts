import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import type { ExamSubject } from '../exams'
import { checkImport, templateHeadings, type ImportedRow } from './check-import'
import { guessableRegistrations } from './guessable'
import { readSheetLines } from '@/lib/read-sheet'

const subject = (code: string, name: string, optional = false, fullMarks = 100): ExamSubject => ({
  code,
  name: { en: name, bn: `${name} (bn)` },
  fullMarks,
  passMarks: Math.ceil(fullMarks * 0.33),
  optional,
})
const SUBJECTS = [
  subject('bangla', 'Bangla'),
  subject('english', 'English'),
  subject('math', 'Mathematics'),
  subject('science', 'Science'),
  subject('religion', 'Religion', false, 50),
  subject('higher_math', 'Higher Mathematics', true),
]

describe('the sample results file', () => {
  it('reads the sample file in the repository, and it imports cleanly', async () => {
    const read = await readSheetLines(readFileSync('docs/samples/results-class-8.csv'))
    if (!('lines' in read)) throw new Error('The sample file was not read.')
    const { lines } = read
    expect(lines[0]!.cells).toEqual(templateHeadings(SUBJECTS))
    const checked = checkImport(lines, SUBJECTS, '8')
    expect('rows' in checked && checked.rows.length).toBe(8)
    const rows = (checked as { rows: ImportedRow[] }).rows
    expect(rows[0]).toMatchObject({ roll: 1, gpa: 5, grade: 'A+', passed: true })
    expect(rows.some((row) => !row.passed)).toBe(true)
    // Its registration numbers are random, as the import asks (a pattern would be warned of).
    expect(guessableRegistrations(rows)).toBe(false)
  })
})

describe('checkImport', () => {
  const heading = { line: 1, cells: templateHeadings(SUBJECTS) }
  const good = (line: number, roll: string, registration: string) => ({
    line,
    cells: [roll, registration, `Student ${roll}`, 'A', '80', '80', '80', '80', '40', '80'],
  })

  it('accepts headings as staff write them and Bengali digits in cells', () => {
    const checked = checkImport(
      [
        {
          line: 1,
          cells: [
            'Roll No.',
            'Registration Number',
            'Student Name',
            'Section',
            'Bangla',
            'ENGLISH',
            'math',
            'science',
            'religion',
            'Higher_Math',
          ],
        },
        { line: 2, cells: ['১', '২০২৬০৮০০০১', 'আয়েশা', '', '৮০', '80', '80.5', '80', '40', '80'] },
      ],
      SUBJECTS,
      '8',
    )
    expect(checked).toMatchObject({
      rows: [{ line: 2, roll: 1, registration: '2026080001', section: '', gpa: 5 }],
    })
  })

  it('lists each problem of each line, by line number', () => {
    const checked = checkImport(
      [
        heading,
        good(2, '1', '20260001'),
        { line: 3, cells: ['2', '20260002', 'Two', 'A', '80', 'abc', '80', '80', '51', '80'] },
        { line: 4, cells: ['0', '12', 'Three', 'A', '80', '80', '80', '80', '40', '80'] },
        good(5, '1', '20260001'),
      ],
      SUBJECTS,
      '8',
    )
    expect('problems' in checked && checked.problems.map((p) => [p.line, p.en])).toEqual([
      [3, 'English: "abc" is not a number of marks.'],
      [3, 'Religion: 51 is above the full marks (50).'],
      [4, 'The roll "0" is not a whole number from 1.'],
      [4, 'The registration number "12" must be 4 to 20 digits.'],
      [5, 'Roll 1 is also on line 2.'],
      [5, 'Registration number 20260001 is also on line 2.'],
    ])
  })

  it('refuses duplicate and missing columns, and a file without students', () => {
    const twice = checkImport(
      [{ line: 1, cells: [...heading.cells, 'Bangla'] }, good(2, '1', '20260001')],
      SUBJECTS,
      '8',
    )
    expect('problems' in twice && twice.problems[0]!.en).toBe('The column "Bangla" appears twice.')
    const missing = checkImport(
      [{ line: 1, cells: heading.cells.filter((c) => c !== 'roll') }, good(2, '1', '20260001')],
      SUBJECTS,
      '8',
    )
    expect('problems' in missing && missing.problems.map((p) => p.en)).toEqual([
      'The column "roll" is missing.',
    ])
    expect(checkImport([heading], SUBJECTS, '8')).toMatchObject({ problems: [{ line: 1 }] })
  })
})
