import { readFileSync } from 'node:fs'

import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import type { ExamSubject } from '../exams'
import { checkImport, templateHeadings, type ImportedRow } from './check-import'
import { readSheetLines, UnreadableSheetError } from '@/lib/read-sheet'

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

const csv = (text: string) => new TextEncoder().encode(text)

/** A one-sheet XLSX holding `rows` (numbers as numbers, text as inline strings). */
function xlsx(rows: (string | number)[][]): Uint8Array {
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((value, c) => {
            const ref = `${String.fromCharCode(65 + c)}${r + 1}`
            return typeof value === 'number'
              ? `<c r="${ref}"><v>${value}</v></c>`
              : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`
          })
          .join('')}</row>`,
    )
    .join('')
  const ns = 'http://schemas.openxmlformats.org'
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Class 8" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    ),
  })
}

describe('readSheetLines', () => {
  it('reads the sample file in the repository, and it imports cleanly', async () => {
    const lines = await readSheetLines(readFileSync('docs/samples/results-class-8.csv'))
    expect(lines[0]!.cells).toEqual(templateHeadings(SUBJECTS))
    const checked = checkImport(lines, SUBJECTS, '8')
    expect('rows' in checked && checked.rows.length).toBe(8)
    const rows = (checked as { rows: ImportedRow[] }).rows
    expect(rows[0]).toMatchObject({ roll: 1, gpa: 5, grade: 'A+', passed: true })
    expect(rows.some((row) => !row.passed)).toBe(true)
  })

  it('reads CSV saved with a byte-order mark and semicolons, keeping line numbers past blank lines', async () => {
    const lines = await readSheetLines(csv('\uFEFFroll;registration\r\n\r\n1;"20 26"\r\n'))
    expect(lines).toEqual([
      { line: 1, cells: ['roll', 'registration'] },
      { line: 3, cells: ['1', '20 26'] },
    ])
  })

  it('reads the first sheet of an XLSX file, numbers as typed', async () => {
    const lines = await readSheetLines(
      xlsx([
        ['roll', 'registration', 'student_name'],
        [1, 2026080001, 'আয়েশা সিদ্দিকা'],
      ]),
    )
    expect(lines).toEqual([
      { line: 1, cells: ['roll', 'registration', 'student_name'] },
      { line: 2, cells: ['1', '2026080001', 'আয়েশা সিদ্দিকা'] },
    ])
  })

  it('refuses a file that is neither (a broken zip, or text that is not UTF-8)', async () => {
    await expect(
      readSheetLines(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])),
    ).rejects.toBeInstanceOf(UnreadableSheetError)
    await expect(readSheetLines(new Uint8Array([0xff, 0xfe, 0x00, 0xd8]))).rejects.toBeInstanceOf(
      UnreadableSheetError,
    )
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
