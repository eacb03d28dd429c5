import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate'

const NS = 'http://schemas.openxmlformats.org'

/** The parts of a one-sheet workbook besides its sheet. */
const WORKBOOK_PARTS = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Sheet 1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
}

const SHEET_START = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>`
const SHEET_END = '</sheetData></worksheet>'

/** A one-sheet XLSX holding `rows` (numbers as numbers, text as inline strings). */
export function xlsx(rows: (string | number)[][]): Uint8Array {
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
  return zipSync({
    ...Object.fromEntries(
      Object.entries(WORKBOOK_PARTS).map(([name, xml]) => [name, strToU8(xml)]),
    ),
    'xl/worksheets/sheet1.xml': strToU8(`${SHEET_START}${cells}${SHEET_END}`),
  })
}

/**
 * A zip bomb dressed as a statement: one cell whose text unpacks to `megabytes` MB, in a file
 * of a few hundred KB (400 MB packs into about 400 KB). Written a megabyte at a time.
 */
export function xlsxBomb(megabytes: number): Uint8Array {
  const chunks: Uint8Array[] = []
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    chunks.push(chunk)
  })
  for (const [name, xml] of Object.entries(WORKBOOK_PARTS)) {
    const part = new ZipDeflate(name, { level: 9 })
    zip.add(part)
    part.push(strToU8(xml), true)
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 })
  zip.add(sheet)
  sheet.push(strToU8(`${SHEET_START}<row r="1"><c r="A1" t="inlineStr"><is><t>`))
  const megabyte = new Uint8Array(1024 * 1024).fill(0x41)
  for (let i = 0; i < megabytes; i++) sheet.push(megabyte)
  sheet.push(strToU8(`</t></is></c></row>${SHEET_END}`), true)
  zip.end()
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  const file = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    file.set(chunk, at)
    at += chunk.length
  }
  return file
}

/** A CSV of `lines` lines of four bytes each: 1.2 million make 4.8 MB, under the 5 MB cap. */
export function longCsv(lines: number): Uint8Array {
  return new TextEncoder().encode(`trx_id,amount\n${'1,2\n'.repeat(lines)}`)
}
