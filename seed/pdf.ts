/**
 * One-page PDF circulars for the demo notices, written at seed time: a letterhead, a title, a
 * date and the body in Helvetica. Plain PDF 1.4 with a correct cross-reference table, so any
 * viewer opens it; text outside ASCII is replaced (the standard fonts have no Bengali).
 */

export type CircularText = {
  school: string
  title: string
  date: string
  paragraphs: string[]
  signature: string
}

const PAGE = { width: 595, height: 842, margin: 56 }
const WRAP_AT = 88

/** PDF string literal: ASCII only, with backslash and parentheses escaped. */
function pdfText(text: string): string {
  const ascii = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/৳\s*/g, 'Tk ')
    .replace(/[^\x20-\x7e]/g, '?')
  return `(${ascii.replace(/([\\()])/g, '\\$1')})`
}

function wrap(text: string, width = WRAP_AT): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function pageContent(doc: CircularText): string {
  const { width, height, margin } = PAGE
  const ops: string[] = []
  let y = height - margin
  const text = (font: 'F1' | 'F2', size: number, value: string, x = margin) => {
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfText(value)} Tj ET`)
  }
  text('F2', 18, doc.school)
  y -= 20
  text('F1', 10, 'Upashahar, Rajshahi 6202 - a fictional school for demonstration')
  y -= 14
  ops.push(`0.09 0.38 0.24 RG 1.5 w ${margin} ${y} m ${width - margin} ${y} l S`)
  y -= 28
  text('F1', 11, `Date: ${doc.date}`)
  y -= 30
  for (const line of wrap(doc.title, 60)) {
    text('F2', 14, line)
    y -= 20
  }
  y -= 8
  for (const paragraph of doc.paragraphs) {
    for (const line of wrap(paragraph)) {
      text('F1', 11, line)
      y -= 16
    }
    y -= 10
  }
  y -= 30
  text('F1', 11, doc.signature)
  y -= 16
  text('F1', 11, doc.school)
  ops.push('0.45 g')
  y = margin
  text(
    'F1',
    8,
    'Demo document generated for the school website. All names and details are fictional.',
  )
  return ops.join('\n')
}

/** The bytes of a one-page PDF. */
export function circularPdf(doc: CircularText): Buffer {
  const content = pageContent(doc)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(doc.title)} /Producer (Padmapar school website) >>`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
