import type { Endpoint, PayloadRequest, Where } from 'payload'

import { asStaff } from '@/access/user-kinds'
import { parseId } from '@/lib/ids'

const COLUMNS = [
  ['event', 'Event'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['gender', 'Gender'],
  ['grade', 'Grade'],
  ['school', 'School'],
  ['studentId', 'Student ID'],
  ['present_address', 'Present address'],
  ['permanent_address', 'Permanent address'],
  ['interests', 'Interests'],
  ['participation', 'Participation'],
  ['notes', 'Notes'],
  ['createdAt', 'Registered at'],
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

/** GET /api/event-registrations/export?event={id}: the registrations as CSV, for staff only. */
export const exportRegistrationsCsv: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!asStaff(req.user)) return Response.json({ message: 'Staff only.' }, { status: 403 })
    const eventId = parseId(req.searchParams.get('event'))
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
    const rows = docs.map((doc) =>
      COLUMNS.map(([key]) =>
        csvCell(
          key === 'event' ? (typeof doc.event === 'object' ? doc.event.name : doc.event) : doc[key],
        ),
      ).join(','),
    )
    const csv = [COLUMNS.map(([, label]) => label).join(','), ...rows].join('\r\n')
    const name = eventId === null ? 'all-events' : `event-${eventId}`
    // A byte-order mark lets Excel read Bangla names as UTF-8.
    return new Response(`\uFEFF${csv}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="registrations-${name}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
