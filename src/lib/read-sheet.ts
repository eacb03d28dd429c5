import { parse } from 'csv-parse/sync'
import { readSheet } from 'read-excel-file/node'

/** One line of an import file: its number as a spreadsheet shows it, and its cells as text. */
export type SheetLine = { line: number; cells: string[] }

/** A problem with one line of an uploaded file, in both of the admin panel's languages. */
export type LineProblem = { line: number; en: string; bn: string }

export class UnreadableSheetError extends Error {}

/** What staff are told about a file that is neither CSV in UTF-8 nor XLSX, in both languages. */
export const UNREADABLE_SHEET = {
  en: 'The file could not be read. Save it as CSV (UTF-8) or Excel (.xlsx) and upload it again.',
  bn: 'ফাইলটি পড়া যায়নি। এটি CSV (UTF-8) বা Excel (.xlsx) হিসেবে সংরক্ষণ করে আবার আপলোড করুন।',
} as const

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

/** The lines of an uploaded file, or null when it is neither CSV in UTF-8 nor XLSX. */
export async function readUploadedSheet(file: Blob): Promise<SheetLine[] | null> {
  try {
    return await readSheetLines(new Uint8Array(await file.arrayBuffer()))
  } catch (error) {
    if (error instanceof UnreadableSheetError) return null
    throw error
  }
}
