import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

import { woffToSfnt } from '@/lib/woff'

import type { MarkSheet } from './dto'
import { markSheetPdf, repairBacktrackOrder, scriptRuns } from './mark-sheet-pdf'

const sheet: MarkSheet = {
  code: 'jnOLm9HcwYWiq62AEgUAIQ',
  exam: { id: 1, name: 'Annual Examination 2026', name_bn: 'বার্ষিক পরীক্ষা ২০২৬', year: 2026 },
  class: '8',
  section: 'A',
  roll: 1,
  registration: '2026080001',
  student_name: 'Lamia Karim',
  subjects: [
    ['bangla', 'Bangla', 'বাংলা', 100, 92, false],
    ['religion', 'Religion', 'ধর্ম ও নৈতিক শিক্ষা', 50, 46, false],
    ['higher_math', 'Higher Mathematics', 'উচ্চতর গণিত', 100, 91, true],
  ].map(([code, name, name_bn, full_marks, marks, optional]) => ({
    code: code as string,
    name: name as string,
    name_bn: name_bn as string,
    full_marks: full_marks as number,
    marks: marks as number,
    grade: 'A+',
    point: 5,
    optional: optional as boolean,
  })),
  gpa: 5,
  grade: 'A+',
  result: 'passed',
}

const setting = (locale: 'en' | 'bn') => ({
  locale,
  schoolName: locale === 'bn' ? 'পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজ' : 'Padmapar Ideal School',
  logoPng: null,
  verifyUrl: 'http://localhost:3000/results/verify/jnOLm9HcwYWiq62AEgUAIQ',
})

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }

/** The document's title from its information dictionary (a PDF string, UTF-16 beyond ASCII). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1')
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1]
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1] ?? ''
  const raw = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) =>
    /^[0-7]+$/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (ESCAPES[c] ?? c),
  )
  const bytes = Buffer.from(raw, 'latin1')
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : raw
}

describe('markSheetPdf', () => {
  it.each(['en', 'bn'] as const)('draws the sheet on one A4 page (%s)', async (locale) => {
    const pdf = await markSheetPdf(sheet, setting(locale))
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]')
    expect(pdfTitle(pdf)).toBe(
      locale === 'bn'
        ? 'নম্বরপত্র: Lamia Karim, বার্ষিক পরীক্ষা ২০২৬'
        : 'Mark sheet: Lamia Karim, Annual Examination 2026',
    )
    // The verify page's address is a link on the page, beside its QR code.
    expect(text).toContain(`/URI (${setting(locale).verifyUrl})`)
  })

  it('stays on one page with the most subjects a class may have', async () => {
    const many = { ...sheet, subjects: Array.from({ length: 20 }, () => sheet.subjects[0]!) }
    const pdf = await markSheetPdf(many, setting('bn'))
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })
})

/** What poppler's pdftotext and pdfinfo read from a PDF, as copying, search and screen readers do. */
function poppler(pdf: Buffer): { text: string; info: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mark-sheet-'))
  try {
    const file = path.join(dir, 'sheet.pdf')
    writeFileSync(file, pdf)
    return {
      text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
      info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** poppler-utils; `.ci/run` installs it, so CI never skips these. */
const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

describe.skipIf(!hasPoppler && !process.env.CI)('the Bangla mark sheet as text', () => {
  it('extracts every Bangla word as written, and is a tagged PDF', async () => {
    const { text, info } = poppler(await markSheetPdf(sheet, setting('bn')))
    // Shaped glyphs alone read back as "বািষর্ক" and "িশক্ষাথীী".
    expect(text).toContain('বার্ষিক পরীক্ষা ২০২৬')
    expect(text).toContain('শিক্ষার্থী')
    expect(text).toContain('পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজ')
    expect(text).toContain('ধর্ম ও নৈতিক শিক্ষা')
    expect(text).toContain('উচ্চতর গণিত')
    expect(text).toContain('Lamia Karim')
    expect(info).toMatch(/^Tagged:\s+yes$/m)
  })

  it('keeps the English sheet as it reads', async () => {
    const { text, info } = poppler(await markSheetPdf(sheet, setting('en')))
    expect(text).toContain('Annual Examination 2026')
    expect(text).toContain('Higher Mathematics')
    expect(info).toMatch(/^Tagged:\s+yes$/m)
  })
})

describe('Bangla shaping', () => {
  const font = fontkit.create(
    woffToSfnt(
      readFileSync(
        path.resolve(
          'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
        ),
      ),
    ),
  ) as fontkit.Font
  const glyphs = (text: string) => font.layout(text).glyphs.map((glyph) => glyph.name)

  it('puts one reph over a consonant with an i-kar (বার্ষিক), and forms conjuncts', () => {
    repairBacktrackOrder(font)
    const annual = glyphs('বার্ষিক')
    // The font moves the reph beside the i-kar and blanks the one it leaves behind.
    expect(annual.filter((name) => name === 'uni09B009CD')).toHaveLength(1)
    expect(annual).toContain('uni200B')
    // i-kar before its consonant; ক্ষ as one conjunct glyph.
    expect(glyphs('পরীক্ষা')).toContain('uni099509CD09B7')
    expect(glyphs('কি')).toEqual(['uni09BF', 'uni0995'])
  })
})

describe('scriptRuns', () => {
  it('splits text where it changes between Bengali and Latin letters', () => {
    expect(scriptRuns('শ্রেণি 8 (৪র্থ বিষয়)')).toEqual([
      { text: 'শ্রেণি ', bengali: true },
      { text: '8 (', bengali: false },
      { text: '৪র্থ বিষয়', bengali: true },
      { text: ')', bengali: false },
    ])
  })
})
