import { parse } from 'csv-parse/sync'
import { readSheet } from 'read-excel-file/node'

/** One line of an import file: its number as a spreadsheet shows it, and its cells as text. */
export type SheetLine = { line: number; cells: string[] }

export class UnreadableSheetError extends Error {}

/** An XLSX file is a zip archive: it starts with "PK\x03\x04". */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value).trim()
}

/**
 * The lines of an uploaded spreadsheet (results, payment statements), read by its content (not
 * its name): XLSX (the first sheet) or CSV in UTF-8 (comma, semicolon or tab separated, as
 * spreadsheets save it). Blank lines are left out; line numbers stay those of the file.
 */
export async function readSheetLines(bytes: Uint8Array): Promise<SheetLine[]> {
  let rows: { line: number; cells: unknown[] }[]
  try {
    if (isZip(bytes)) {
      const data = await readSheet(Buffer.from(bytes))
      rows = data.map((cells, i) => ({ line: i + 1, cells }))
    } else {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      const records = parse(text, {
        bom: true,
        delimiter: [',', ';', '\t'],
        relax_column_count: true,
        skip_empty_lines: false,
        info: true,
      }) as unknown as { record: string[]; info: { lines: number } }[]
      rows = records.map(({ record, info }) => ({ line: info.lines, cells: record }))
    }
  } catch {
    throw new UnreadableSheetError()
  }
  return rows
    .map(({ line, cells }) => ({ line, cells: cells.map(cellText) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''))
}
