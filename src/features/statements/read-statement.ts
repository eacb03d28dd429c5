import { normaliseTransactionId, toAsciiDigits } from '@/lib/digits'
import type { LineProblem, SheetLine } from '@/lib/read-sheet'

import { STATEMENT_COLUMNS, type StatementColumn, type StatementFormat } from './formats'

export type StatementProblem = LineProblem

/** One payment received, as the statement shows it. */
export type StatementLine = {
  line: number
  /** As printed in the statement. */
  transactionId: string
  /** The form a member's typed id is compared in (see `normaliseTransactionId`). */
  key: string
  /** When the payment arrived, as an ISO instant (statements are in Bangladesh time). */
  paidAt: string
  /** In taka. */
  amount: number
  sender: string
}

export type ReadStatement =
  { format: string; lines: StatementLine[] } | { problems: StatementProblem[] }

/** Exports put a title, the merchant and the period above the heading line. */
const HEADING_SEARCH_LINES = 20
/** A month of a busy merchant account; more is a wrong file. */
export const MAX_STATEMENT_LINES = 10_000

const REQUIRED: readonly StatementColumn[] = ['transaction_id', 'date', 'amount']

const bnDigits = (value: number | string) =>
  String(value).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

const problem = (line: number, en: string, bn: string): StatementProblem => ({ line, en, bn })

/** A heading reduced for matching: 'Amount (BDT)' → 'amountbdt'. */
const headingKey = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** Taka written as a statement writes it ('1,000.00', '৳ ১০০০', 'BDT 500'), or null. */
export function parseTaka(text: string): number | null {
  const value = toAsciiDigits(text)
    .replace(/৳|tk\.?|bdt/gi, '')
    .replace(/[,\s]/g, '')
  return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Number(value) : null
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** Bangladesh keeps +06:00 all year. */
function dhakaInstant(y: number, m: number, d: number, h = 0, min = 0, s = 0): string | null {
  const date = new Date(Date.UTC(y, m - 1, d, h - 6, min, s))
  const back = new Date(date.getTime() + 6 * 3600_000)
  const valid =
    back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d
  return valid && h < 24 && min < 60 && s < 60 ? date.toISOString() : null
}

/**
 * A statement's date and time as an instant: '2026-11-20 14:32:10', '20/11/2026 2:32 PM',
 * '20-Nov-2026 14:32' (day first, as Bangladeshi exports write it), in Bangladesh time.
 */
export function parseStatementDate(text: string): string | null {
  const value = toAsciiDigits(text).trim().replace(/\s+/g, ' ')
  const time = String.raw`(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp][Mm])?)?`
  const iso = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${time}(?:Z|[+-]06:?00)?$`)
  const dayFirst = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})${time}$`)
  const named = new RegExp(String.raw`^(\d{1,2})[ -]([A-Za-z]{3})[a-z]*[-, ]+(\d{4})${time}$`)
  let parts: [number, number, number] | null = null
  let clock: (string | undefined)[] = []
  let match = iso.exec(value)
  if (match) {
    parts = [Number(match[1]), Number(match[2]), Number(match[3])]
    clock = match.slice(4)
  } else if ((match = dayFirst.exec(value))) {
    parts = [Number(match[3]), Number(match[2]), Number(match[1])]
    clock = match.slice(4)
  } else if ((match = named.exec(value))) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase())
    if (month >= 0) parts = [Number(match[3]), month + 1, Number(match[1])]
    clock = match.slice(4)
  }
  if (!parts) return null
  const [hours, minutes, seconds, half] = clock
  let h = Number(hours ?? 0)
  if (half) {
    if (h < 1 || h > 12) return null
    h = (h % 12) + (half.toLowerCase() === 'pm' ? 12 : 0)
  }
  return dhakaInstant(...parts, h, Number(minutes ?? 0), Number(seconds ?? 0))
}

type Columns = Partial<Record<StatementColumn, number>>

/** The columns of `format` in a heading line, or null when a required one is missing. */
function columnsOf(heading: SheetLine, format: StatementFormat): Columns | null {
  const keys = heading.cells.map(headingKey)
  const columns: Columns = {}
  for (const column of STATEMENT_COLUMNS) {
    const wanted = format.headings[column].map(headingKey).filter(Boolean)
    const index = wanted.map((key) => keys.indexOf(key)).find((i) => i >= 0)
    if (index !== undefined) columns[column] = index
  }
  return REQUIRED.every((column) => columns[column] !== undefined) ? columns : null
}

function findHeading(lines: readonly SheetLine[], formats: readonly StatementFormat[]) {
  for (const [index, line] of lines.slice(0, HEADING_SEARCH_LINES).entries())
    for (const format of formats) {
      const columns = columnsOf(line, format)
      if (columns) return { index, format, columns }
    }
  return null
}

function noHeading(formats: readonly StatementFormat[]): StatementProblem {
  const expected = formats
    .map((format) => REQUIRED.map((column) => format.headings[column][0]).join(', '))
    .join(' | ')
  return problem(
    1,
    `No heading line with the transaction ID, date and amount columns was found (expected e.g. ${expected}). Choose the right provider, or add this export’s columns under Statement formats.`,
    `লেনদেন আইডি, তারিখ ও টাকার কলামসহ কোনো শিরোনাম-লাইন পাওয়া যায়নি (যেমন ${expected})। সঠিক প্রদানকারী বেছে নিন, অথবা এই এক্সপোর্টের কলামগুলো "স্টেটমেন্ট ফরম্যাট"-এ যোগ করুন।`,
  )
}

/**
 * The payments of a merchant or bank statement, read with the first format whose heading line
 * appears near the top. Every line is checked; any problem is reported by its line number and
 * no line is used until the file is right.
 */
export function readStatement(
  sheet: readonly SheetLine[],
  formats: readonly StatementFormat[],
): ReadStatement {
  const found = findHeading(sheet, formats)
  if (!found) return { problems: [noHeading(formats)] }
  const { index, format, columns } = found
  const body = sheet.slice(index + 1)
  if (body.length === 0)
    return {
      problems: [
        problem(
          sheet[index]!.line,
          'The statement has no lines under its heading.',
          'স্টেটমেন্টের শিরোনামের নিচে কোনো লাইন নেই।',
        ),
      ],
    }
  if (body.length > MAX_STATEMENT_LINES)
    return {
      problems: [
        problem(
          body[MAX_STATEMENT_LINES]!.line,
          `A statement holds at most ${MAX_STATEMENT_LINES} lines; split the period.`,
          `একটি স্টেটমেন্টে সর্বোচ্চ ${bnDigits(MAX_STATEMENT_LINES)}টি লাইন থাকতে পারে; সময়কাল ভাগ করে নিন।`,
        ),
      ],
    }

  const problems: StatementProblem[] = []
  const lines: StatementLine[] = []
  const firstSeen = new Map<string, number>()
  const cell = (row: SheetLine, column: StatementColumn) => {
    const at = columns[column]
    return at === undefined ? '' : (row.cells[at] ?? '').trim()
  }
  for (const row of body) {
    const n = row.line
    const before = problems.length
    const transactionId = cell(row, 'transaction_id')
    const key = normaliseTransactionId(transactionId)
    if (!key) problems.push(problem(n, 'The transaction ID is empty.', 'লেনদেন আইডি খালি।'))
    else if (!/^[A-Z0-9][A-Z0-9/-]{3,39}$/.test(key))
      problems.push(
        problem(
          n,
          `“${transactionId}” is not a transaction ID (letters, digits, "-" or "/").`,
          `“${transactionId}” লেনদেন আইডি নয় (অক্ষর, অঙ্ক, "-" বা "/")।`,
        ),
      )
    else {
      const first = firstSeen.get(key)
      if (first !== undefined)
        problems.push(
          problem(
            n,
            `Transaction ${transactionId} appears twice (first on line ${first}).`,
            `লেনদেন ${transactionId} দুবার আছে (প্রথমবার লাইন ${bnDigits(first)}-এ)।`,
          ),
        )
      else firstSeen.set(key, n)
    }
    const amountText = cell(row, 'amount')
    const amount = parseTaka(amountText)
    if (amount === null || amount === 0)
      problems.push(
        problem(
          n,
          `The amount “${amountText}” is not a sum of taka, e.g. 1000 or 1,000.00.`,
          `টাকার পরিমাণ “${amountText}” সঠিক নয়, যেমন 1000 বা 1,000.00।`,
        ),
      )
    const dateText = cell(row, 'date')
    const paidAt = parseStatementDate(dateText)
    if (!paidAt)
      problems.push(
        problem(
          n,
          `The date “${dateText}” cannot be read; write it like 2026-11-20 14:32 or 20/11/2026.`,
          `তারিখ “${dateText}” পড়া যায়নি; 2026-11-20 14:32 বা 20/11/2026-এর মতো লিখুন।`,
        ),
      )
    if (problems.length === before && amount !== null && paidAt)
      lines.push({ line: n, transactionId, key, paidAt, amount, sender: cell(row, 'sender') })
  }
  return problems.length > 0 ? { problems } : { format: format.name, lines }
}
