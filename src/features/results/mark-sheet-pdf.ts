import { readFileSync } from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import { createTranslator } from 'next-intl'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import { CATALOGUES } from '@/i18n/catalogues'
import type { Locale } from '@/i18n/locales'
import { localiseDigits } from '@/lib/digits'
import { formatCount, formatNumber } from '@/lib/format'
import { woffToSfnt } from '@/lib/woff'

import type { MarkSheet } from './dto'
import { formatGpa } from './grading'

/** What the PDF mark sheet shows besides the sheet: the school, its logo and the verify link. */
export type MarkSheetPdfSetting = {
  locale: Locale
  schoolName: string
  /** The school's logo as a square PNG, or null to leave it out. */
  logoPng: Buffer | null
  verifyUrl: string
}

/** A4 in points, with the print page's margins (about 17 mm). */
const PAGE = { width: 595.28, height: 841.89, margin: 48 }
const WIDTH = PAGE.width - 2 * PAGE.margin
const COLOURS = {
  brand: '#0d3a24',
  passed: '#17603c',
  failed: '#b91c1c',
  text: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
}

/**
 * Noto Sans Bengali, the site's own font (@fontsource): its Bengali and its Latin files, as the
 * site loads them, regular and bold. Opened once per process: fontkit keeps what it has read of
 * a font (its shaping tables above all), which takes far longer than drawing a sheet.
 */
const FONT_FILES = {
  bengali: 'noto-sans-bengali-bengali-400-normal.woff',
  bengaliBold: 'noto-sans-bengali-bengali-700-normal.woff',
  latin: 'noto-sans-bengali-latin-400-normal.woff',
  latinBold: 'noto-sans-bengali-latin-700-normal.woff',
} as const
type FontName = keyof typeof FONT_FILES
const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-bengali/files')
let openFonts: Record<FontName, fontkit.Font> | null = null

function fonts(): Record<FontName, fontkit.Font> {
  openFonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => {
      const woff = readFileSync(path.join(FONT_DIR, file))
      const font = fontkit.create(woffToSfnt(woff)) as fontkit.Font
      repairBacktrackOrder(font)
      return [name, font]
    }),
  ) as Record<FontName, fontkit.Font>
  return openFonts
}

/** The parts of fontkit's shaper the repair below reaches (not in its published types). */
type SequenceMatcher = (index: number, sequence: ArrayLike<unknown>, ...rest: unknown[]) => unknown
type ShapingFont = { _layoutEngine?: { engine?: { GSUBProcessor?: object } } }
const MATCHERS = ['sequenceMatches', 'classSequenceMatches', 'coverageSequenceMatches'] as const
const repaired = new WeakSet<object>()

/**
 * fontkit 2.0.4 (pdfkit's shaper) reads a chaining rule's look-back glyphs in the wrong order
 * (foliojs/fontkit#372), so Noto Sans Bengali's rule that moves the reph over an i-kar never
 * fires and words like বার্ষিক get two rephs. This matches them in the OpenType order.
 */
export function repairBacktrackOrder(font: fontkit.Font): void {
  const processor = (font as unknown as ShapingFont)._layoutEngine?.engine?.GSUBProcessor
  let shared: object | null = processor ?? null
  while (shared && !Object.hasOwn(shared, 'coverageSequenceMatches'))
    shared = Object.getPrototypeOf(shared) as object | null
  if (!shared || repaired.has(shared)) return
  const methods = shared as Record<(typeof MATCHERS)[number], SequenceMatcher>
  for (const name of MATCHERS) {
    const original = methods[name]
    methods[name] = function (this: unknown, index, sequence, ...rest) {
      if (index >= 0) return original.call(this, index, sequence, ...rest)
      const reversed = Array.from(
        { length: sequence.length },
        (_, i) => sequence[sequence.length - 1 - i],
      )
      return original.call(this, index, reversed, ...rest)
    }
  }
  repaired.add(shared)
}

const BENGALI = /[\u0980-\u09ff\u0964\u0965\u200c\u200d]/

/** Text split where it changes between Bengali and Latin letters (spaces stay with the run). */
export function scriptRuns(text: string): { text: string; bengali: boolean }[] {
  const runs: { text: string; bengali: boolean }[] = []
  for (const char of text) {
    const bengali = BENGALI.test(char)
    const last = runs.at(-1)
    if (last && (bengali === last.bengali || /\s/.test(char))) last.text += char
    else runs.push({ text: char, bengali })
  }
  return runs
}

type Line = {
  size: number
  bold?: boolean
  color?: string
  align?: 'left' | 'right' | 'center'
  /** The structure element the line is tagged as, under `parent` ('P' when left out). */
  tag?: string
  parent?: PDFKit.PDFStructureElement
}

/**
 * Drawing that carries no text of its own (rules, boxes, the QR code), marked as an artifact so
 * screen readers and text extraction pass over it.
 */
function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent('Artifact')
  draw()
  doc.endMarkedContent()
}

/**
 * One line of text set in the file that has its letters, shrunk to fit `width`, and tagged as a
 * structure element. A Bengali run carries its text as written (ActualText): shaped glyphs come
 * in visual order (an i-kar before its consonant, a reph moved), which copying, search and screen
 * readers would otherwise read back garbled.
 */
function writeLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  { size, bold = false, color = COLOURS.text, align = 'left', tag = 'P', parent }: Line,
): void {
  const runs = scriptRuns(text).map((run) => ({
    ...run,
    font: run.bengali ? (bold ? 'bengaliBold' : 'bengali') : bold ? 'latinBold' : 'latin',
  }))
  const measure = (points: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(points).widthOfString(run.text), 0)
  let points = size
  while (points > 6 && measure(points) > width) points -= 0.5
  const total = measure(points)
  let cursor =
    align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2
  const draw = () => {
    doc.fillColor(color)
    for (const run of runs) {
      if (run.bengali) doc.markContent('Span', { actual: run.text })
      doc.font(run.font).fontSize(points).text(run.text, cursor, y, { lineBreak: false })
      if (run.bengali) doc.endMarkedContent()
      cursor += doc.widthOfString(run.text)
    }
  }
  if (!parent) return draw()
  const element = doc.struct(tag)
  parent.add(element)
  element.add(draw)
  element.end()
}

/** A line across the page at `y`. */
function rule(doc: PDFKit.PDFDocument, y: number, width: number, colour: string) {
  artifact(doc, () =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(width)
      .stroke(colour),
  )
}

function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const cell = size / (modules.size + 2)
  doc.rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) doc.rect(x + (col + 1) * cell, y + (row + 1) * cell, cell, cell)
  doc.fill(COLOURS.brand)
}

/**
 * A student's mark sheet as an A4 PDF of one page, in the language of `locale`: the school's name
 * and logo, the exam, the student, each subject's marks, grade and point, GPA and result, and the
 * verify link with its QR code, as on the printable page.
 */
export async function markSheetPdf(
  sheet: MarkSheet,
  setting: MarkSheetPdfSetting,
): Promise<Buffer> {
  const { locale } = setting
  const messages = CATALOGUES[locale]
  const t = createTranslator({ locale, messages, namespace: 'MarkSheet' })
  const print = createTranslator({ locale, messages, namespace: 'ResultPrint' })
  const bangla = locale === 'bn'
  const examName = bangla ? sheet.exam.name_bn : sheet.exam.name
  const fixed = (value: number) => localiseDigits(formatGpa(value), locale)
  const passed = sheet.result === 'passed'

  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: bangla ? 'bn-BD' : 'en',
    displayTitle: true,
    // Tagged: headings, paragraphs and the marks table for screen readers and reflow.
    tagged: true,
    pdfVersion: '1.7',
    info: {
      Title: `${t('title')}: ${sheet.student_name}, ${examName}`,
      Author: setting.schoolName,
      Subject: `${t('gpa')} ${formatGpa(sheet.gpa)}, ${sheet.grade}`,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // pdfkit takes an open fontkit font as well as a file (its types know only the file).
  for (const [name, font] of Object.entries(fonts()))
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource)

  const root = doc.struct('Document')
  doc.addStructure(root)
  const left = PAGE.margin
  let y = PAGE.margin

  // The school: logo, name, and what the paper is.
  const logo = 56
  let textLeft = left
  if (setting.logoPng) {
    const png = setting.logoPng
    const figure = doc.struct('Figure', { alt: setting.schoolName })
    root.add(figure)
    figure.add(() => {
      doc
        .save()
        .circle(left + logo / 2, y + logo / 2, logo / 2)
        .clip()
      doc.image(png, left, y, { width: logo, height: logo })
      doc.restore()
    })
    figure.end()
    textLeft = left + logo + 14
  }
  writeLine(doc, setting.schoolName, textLeft, y + 6, left + WIDTH - textLeft, {
    size: 17,
    bold: true,
    color: COLOURS.brand,
    tag: 'H1',
    parent: root,
  })
  writeLine(doc, print('title'), textLeft, y + 32, left + WIDTH - textLeft, {
    size: 11,
    bold: true,
    color: COLOURS.muted,
    parent: root,
  })
  y += logo + 10
  rule(doc, y, 2, COLOURS.brand)

  // The exam and the student.
  y += 16
  writeLine(doc, examName, left, y, WIDTH, {
    size: 15,
    bold: true,
    color: COLOURS.brand,
    tag: 'H2',
    parent: root,
  })
  y += 30
  const details: [string, string][] = [
    [t('class'), t('classValue', { name: formatCount(Number(sheet.class), locale) })],
    ...(sheet.section ? [[t('section'), sheet.section] as [string, string]] : []),
    [t('roll'), formatCount(sheet.roll, locale)],
    [t('registration'), sheet.registration],
  ]
  const detail = (term: string, value: string, x: number, width: number) => {
    // Read as one paragraph: "Roll: 1".
    const pair = doc.struct('P')
    root.add(pair)
    writeLine(doc, `${term}:`, x, y, 110, {
      size: 10.5,
      color: COLOURS.muted,
      tag: 'Lbl',
      parent: pair,
    })
    writeLine(doc, value, x + 112, y, width - 112, {
      size: 10.5,
      bold: true,
      tag: 'Span',
      parent: pair,
    })
    pair.end()
  }
  detail(t('student'), sheet.student_name, left, WIDTH)
  y += 19
  details.forEach(([term, value], i) => {
    detail(term, value, left + (i % 2) * (WIDTH / 2), WIDTH / 2 - 8)
    if (i % 2 === 1 || i === details.length - 1) y += 19
  })

  // The footer's place is fixed at the foot of the page; the table takes what is between.
  const qr = 88
  const footerTop = PAGE.height - PAGE.margin - qr - 28
  const totalsHeight = 54
  const tableTop = y + 12
  const rowHeight = Math.max(
    14,
    Math.min(24, (footerTop - 24 - totalsHeight - 16 - tableTop) / (sheet.subjects.length + 1)),
  )
  const textSize = rowHeight < 18 ? 9 : 10.5
  const columns = [
    { key: 'subject', width: 0.44, align: 'left' },
    { key: 'fullMarks', width: 0.15, align: 'right' },
    { key: 'marks', width: 0.13, align: 'right' },
    { key: 'grade', width: 0.13, align: 'center' },
    { key: 'point', width: 0.15, align: 'right' },
  ] as const
  const table = doc.struct('Table')
  root.add(table)
  /** One row of the marks table, tagged as a table row of header or data cells. */
  const cells = (
    values: string[],
    top: number,
    line: Omit<Line, 'size' | 'align' | 'tag' | 'parent'>,
    cell: 'TH' | 'TD',
    tones?: (string | undefined)[],
  ) => {
    const row = doc.struct('TR')
    table.add(row)
    let x = left
    columns.forEach((column, i) => {
      const width = column.width * WIDTH
      writeLine(doc, values[i] ?? '', x + 4, top + (rowHeight - textSize) / 2 - 1, width - 8, {
        ...line,
        size: textSize,
        align: column.align,
        color: tones?.[i] ?? line.color,
        tag: cell,
        parent: row,
      })
      x += width
    })
    row.end()
  }
  y = tableTop
  cells(
    columns.map((column) => t(column.key)),
    y,
    { bold: true, color: COLOURS.brand },
    'TH',
  )
  y += rowHeight
  rule(doc, y, 1.5, COLOURS.brand)
  for (const subject of sheet.subjects) {
    const name = bangla ? subject.name_bn : subject.name
    cells(
      [
        subject.optional ? `${name} ${t('optional')}` : name,
        formatNumber(subject.full_marks, locale),
        formatNumber(subject.marks, locale),
        subject.grade,
        fixed(subject.point),
      ],
      y,
      {},
      'TD',
      [undefined, undefined, undefined, subject.grade === 'F' ? COLOURS.failed : undefined],
    )
    y += rowHeight
    rule(doc, y, 0.5, COLOURS.rule)
  }

  table.end()

  // GPA, letter grade and result, as three boxes.
  y += 16
  const totals: [string, string, string][] = [
    [t('gpa'), fixed(sheet.gpa), COLOURS.brand],
    [t('letterGrade'), sheet.grade, COLOURS.brand],
    [t('result'), passed ? t('passed') : t('failed'), passed ? COLOURS.passed : COLOURS.failed],
  ]
  const boxWidth = (WIDTH - 2 * 10) / 3
  totals.forEach(([term, value, tone], i) => {
    const x = left + i * (boxWidth + 10)
    artifact(doc, () =>
      doc.roundedRect(x, y, boxWidth, totalsHeight, 6).lineWidth(0.75).stroke(COLOURS.rule),
    )
    const box = doc.struct('P')
    root.add(box)
    writeLine(doc, term, x, y + 8, boxWidth, {
      size: 9.5,
      color: COLOURS.muted,
      align: 'center',
      tag: 'Lbl',
      parent: box,
    })
    writeLine(doc, value, x, y + 24, boxWidth, {
      size: 16,
      bold: true,
      color: tone,
      align: 'center',
      tag: 'Span',
      parent: box,
    })
    box.end()
  })

  // Where anyone can check the paper: the verify page's address and its QR code.
  rule(doc, footerTop, 0.5, COLOURS.rule)
  const qrLeft = left + WIDTH - qr
  const qrTop = footerTop + 10
  writeLine(doc, print('verifyAt'), left, qrTop + 20, qrLeft - left - 16, {
    size: 10,
    color: COLOURS.text,
    parent: root,
  })
  writeLine(doc, setting.verifyUrl, left, qrTop + 36, qrLeft - left - 16, {
    size: 9,
    color: COLOURS.text,
    tag: 'Link',
    parent: root,
  })
  doc.link(left, qrTop + 34, qrLeft - left - 16, 14, setting.verifyUrl)
  const code = doc.struct('Figure', { alt: `${print('scan')} ${setting.verifyUrl}` })
  root.add(code)
  code.add(() => drawQrCode(doc, setting.verifyUrl, qrLeft, qrTop, qr))
  code.end()
  doc.link(qrLeft, qrTop, qr, qr, setting.verifyUrl)
  writeLine(doc, print('scan'), qrLeft - 20, qrTop + qr + 2, qr + 40, {
    size: 9,
    bold: true,
    color: COLOURS.brand,
    align: 'center',
    parent: root,
  })

  root.end()
  doc.end()
  return finished
}
