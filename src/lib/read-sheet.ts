import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { oneAtATime } from '@/lib/one-at-a-time'

/** One line of an import file: its number as a spreadsheet shows it, and its cells as text. */
export type SheetLine = { line: number; cells: string[] }

/** A problem with one line of an uploaded file, in both of the admin panel's languages. */
export type LineProblem = { line: number; en: string; bn: string }

/** What staff are told about a file that is neither CSV in UTF-8 nor XLSX, in both languages. */
export const UNREADABLE_SHEET = {
  en: 'The file could not be read. Save it as CSV (UTF-8) or Excel (.xlsx) and upload it again.',
  bn: 'ফাইলটি পড়া যায়নি। এটি CSV (UTF-8) বা Excel (.xlsx) হিসেবে সংরক্ষণ করে আবার আপলোড করুন।',
} as const

/** How much reading one file may cost: what no honest results file or statement comes near. */
export type SheetCaps = {
  /** Lines of the file, blank ones included. */
  maxLines: number
  /** What an XLSX file unpacks to (its sheets, styles and shared text together). */
  maxUnpackedBytes: number
  /** Time to read it, after which the reading is stopped. */
  maxMs: number
}

export const DEFAULT_SHEET_CAPS: SheetCaps = {
  maxLines: 10_000,
  maxUnpackedBytes: 40 * 1024 * 1024,
  maxMs: 15_000,
}

/** A reading thread holds at most this much of its own memory; a hostile file ends it there. */
const WORKER_HEAP_MB = 256

type Refusal = 'unreadable' | 'unpacked-too-large' | 'too-many-lines' | 'too-slow' | 'too-large'
type WorkerAnswer = { rows: { line: number; cells: unknown[] }[] } | { refused: Refusal }

const bnDigits = (value: number) =>
  String(value).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

/** Why a file was not read, for staff in both languages. */
export function sheetRefusal(reason: Refusal, caps: SheetCaps): { en: string; bn: string } {
  const megabytes = Math.round(caps.maxUnpackedBytes / (1024 * 1024))
  switch (reason) {
    case 'too-many-lines':
      return {
        en: `The file has more than ${caps.maxLines.toLocaleString('en-US')} lines. Split it into smaller files and upload them one by one.`,
        bn: `ফাইলটিতে ${bnDigits(caps.maxLines)}টির বেশি লাইন আছে। ফাইলটি ভাগ করে ছোট ছোট ফাইল একটি একটি করে আপলোড করুন।`,
      }
    case 'unpacked-too-large':
    case 'too-large':
      return {
        en: `The Excel file unpacks to more than ${megabytes} MB, far more than a sheet of data needs. Copy only the data into a new file, or save it as CSV, and upload it again.`,
        bn: `Excel ফাইলটি খুললে ${bnDigits(megabytes)} মেগাবাইটের বেশি হয়, ডেটার একটি শিটের জন্য যা অনেক বেশি। শুধু ডেটাটুকু নতুন একটি ফাইলে কপি করুন, অথবা CSV হিসেবে সংরক্ষণ করে আবার আপলোড করুন।`,
      }
    case 'too-slow':
      return {
        en: 'Reading the file took too long. Check that it holds only the data sheet, or save it as CSV, and upload it again.',
        bn: 'ফাইলটি পড়তে অনেক বেশি সময় লেগেছে। এতে শুধু ডেটার শিট আছে কি না দেখুন, অথবা CSV হিসেবে সংরক্ষণ করে আবার আপলোড করুন।',
      }
    case 'unreadable':
      return UNREADABLE_SHEET
  }
}

/** The worker is plain JavaScript beside this file, loaded by Node at run time, not bundled. */
const WORKER_FILE = path.resolve(process.cwd(), 'src/lib/sheet-reader.worker.mjs')

function readOnWorker(bytes: Uint8Array, caps: SheetCaps): Promise<WorkerAnswer> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes, maxUnpackedBytes: caps.maxUnpackedBytes, maxLines: caps.maxLines },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    })
    let settled = false
    const settle = (answer: WorkerAnswer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(answer)
      void worker.terminate()
    }
    const timer = setTimeout(() => settle({ refused: 'too-slow' }), caps.maxMs)
    worker.once('message', (answer: WorkerAnswer) => settle(answer))
    // Out of its memory (a file that unpacks to more than it declares) or any other failure.
    worker.once('error', (error: Error & { code?: string }) =>
      settle({ refused: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable' }),
    )
    worker.once('exit', () => settle({ refused: 'unreadable' }))
  })
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value).trim()
}

/**
 * The lines of an uploaded spreadsheet (results, payment statements), read by its content (not
 * its name) on a worker thread within `caps`: XLSX (the first sheet) or CSV in UTF-8 (comma,
 * semicolon or tab separated, as spreadsheets save it). Blank lines are left out; line numbers
 * stay those of the file. Files are read one at a time, so a burst of uploads never holds more
 * than one reading thread's memory.
 */
export async function readSheetLines(
  bytes: Uint8Array,
  caps: Partial<SheetCaps> = {},
): Promise<{ lines: SheetLine[] } | { refused: { en: string; bn: string } }> {
  const limits = { ...DEFAULT_SHEET_CAPS, ...caps }
  const answer = await oneAtATime('read-sheet', () => readOnWorker(bytes, limits))
  if ('refused' in answer) return { refused: sheetRefusal(answer.refused, limits) }
  const lines = answer.rows
    .map(({ line, cells }) => ({ line, cells: cells.map(cellText) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''))
  return { lines }
}

/** The lines of an uploaded file, or why it was not read (as the first line's problem). */
export async function readUploadedSheet(
  file: Blob,
  caps: Partial<SheetCaps> = {},
): Promise<{ lines: SheetLine[] } | { problem: LineProblem }> {
  const read = await readSheetLines(new Uint8Array(await file.arrayBuffer()), caps)
  return 'refused' in read ? { problem: { line: 1, ...read.refused } } : read
}
