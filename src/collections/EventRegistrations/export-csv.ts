import type { Endpoint, PayloadRequest, Where } from 'payload'
import writeExcelFile from 'write-excel-file/node'

import { hasDuty } from '@/access/duties'
import { staffMessage } from '@/fields/staff-text'
import { dhakaDateTime } from '@/lib/dhaka-days'
import { parseId } from '@/lib/ids'
import type { EventRegistration } from '@/payload-types'

/** Each column: the registration's field, and its heading in English and Bangla. */
const COLUMNS = [
  ['event', 'Event', 'অনুষ্ঠান'],
  ['first_name', 'First name', 'নামের প্রথম অংশ'],
  ['last_name', 'Last name', 'নামের শেষ অংশ'],
  ['email', 'Email', 'ই-মেইল'],
  ['phone', 'Phone', 'ফোন'],
  ['gender', 'Gender', 'লিঙ্গ'],
  ['grade', 'Grade', 'শ্রেণি'],
  ['school', 'School', 'বিদ্যালয়'],
  ['studentId', 'Student ID', 'শিক্ষার্থী আইডি'],
  ['present_address', 'Present address', 'বর্তমান ঠিকানা'],
  ['permanent_address', 'Permanent address', 'স্থায়ী ঠিকানা'],
  ['interests', 'Interests', 'আগ্রহ'],
  ['participation', 'Participation', 'অংশগ্রহণ'],
  ['notes', 'Notes', 'মন্তব্য'],
  ['createdAt', 'Registered at (Dhaka time)', 'নিবন্ধনের সময় (ঢাকা)'],
] as const

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ (which a
 * spreadsheet would run as a formula) is neutralised with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A registration's cells as text, its time on Dhaka clocks. */
export function registrationCells(doc: EventRegistration): string[] {
  return COLUMNS.map(([key]) => {
    if (key === 'event') return typeof doc.event === 'object' ? doc.event.name : String(doc.event)
    if (key === 'createdAt') return dhakaDateTime(doc.createdAt)
    const value = doc[key]
    return value === null || value === undefined ? '' : String(value)
  })
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The sheet as an Excel file: every cell is text, so phone numbers keep their leading 0 and
 * nothing in a cell runs as a formula.
 */
async function xlsxBody(headings: string[], rows: string[][]): Promise<ArrayBuffer> {
  const sheet = [
    headings.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
    ...rows.map((cells) => cells.map((value) => ({ value, type: String }))),
  ]
  const buffer = await writeExcelFile(sheet).toBuffer()
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer
}

/**
 * GET /api/event-registrations/export?event={id}&format=csv|xlsx: the registrations for staff,
 * headed in the staff member's panel language.
 */
export const exportRegistrationsCsv: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!hasDuty(req.user, 'inbox'))
      return Response.json({ message: 'Staff only.' }, { status: 403 })
    const eventId = parseId(req.searchParams.get('event'))
    const xlsx = req.searchParams.get('format') === 'xlsx'
    const where: Where = eventId === null ? {} : { event: { equals: eventId } }
    const { docs } = await req.payload.find({
      collection: 'event-registrations',
      where,
      sort: 'createdAt',
      limit: 10_000,
      depth: 1,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const headings = COLUMNS.map(([, en, bn]) => staffMessage(req, en, bn))
    const rows = docs.map(registrationCells)
    const name = `registrations-${eventId === null ? 'all-events' : `event-${eventId}`}`
    const headers = { 'Cache-Control': 'no-store' }
    if (xlsx) {
      return new Response(await xlsxBody(headings, rows), {
        headers: {
          ...headers,
          'Content-Type': XLSX_TYPE,
          'Content-Disposition': `attachment; filename="${name}.xlsx"`,
        },
      })
    }
    const csv = [headings, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')
    // A byte-order mark lets Excel read Bangla names as UTF-8.
    return new Response(`\uFEFF${csv}\r\n`, {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
      },
    })
  },
}
