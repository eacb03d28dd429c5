/**
 * The institution's mandated information: only staff edit it, each section dates its own last
 * change, the demo's completeness check flags its stale routine until a current one is added,
 * enrolment counted from the student members is the table the page shows, and the CSV and the
 * JSON export carry the same numbers.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { buildStudent } from '@seed/factories'
import { STALE_ROUTINE_CLASS } from '@seed/demo/institution'
import { seedInstitution } from '@seed/institution'
import { createCircular } from '../helpers/documents'
import { GET as enrolmentCsvRoute } from '@/app/(frontend)/institution/enrolment.csv/route'
import { GET as institutionFileRoute } from '@/app/(frontend)/institution/files/[fileId]/route'
import { GET as institutionApi } from '@/app/api/v1/institution/route'
import { academicYear } from '@/features/institution/completeness'
import { EnrolmentSection } from '@/features/institution/components/enrolment-section'
import { getInstitutionArea, getInstitutionChecklist } from '@/features/institution/queries'
import { renderInLocale } from '../helpers/render-in-locale'
import { ROLE } from '@/lib/constants'

import { call } from './api/call'
import { createCast, rest, SERVER, testPayload } from '../helpers/payload'

const quiet = { disableRevalidate: true }

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
})

type Counts = { girls: number; boys: number; other: number; total: number }
type Row = Counts & { class: string; section: string }
type EnrolmentDto = { rows: Row[]; totals: Counts }

/** The enrolment as the CSV gives it: its lines as rows, and its Total line. */
async function enrolmentFromCsv(): Promise<EnrolmentDto> {
  const response = await enrolmentCsvRoute()
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const [header, ...lines] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(header).toBe('Class,Section,Girls,Boys,Gender not recorded,Total')
  const parsed = lines.map((line) => {
    const cells = line
      .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
      .map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'))
    const [cls, section, girls, boys, other, total] = cells
    return {
      class: cls!,
      section: section!,
      girls: Number(girls),
      boys: Number(boys),
      other: Number(other),
      total: Number(total),
    }
  })
  const totals = parsed.pop()!
  expect(totals.class).toBe('Total')
  const { girls, boys, other, total } = totals
  return { rows: parsed, totals: { girls, boys, other, total } }
}

/** The enrolment as GET /api/v1/institution gives it. */
async function enrolmentFromApi(): Promise<EnrolmentDto & { source: string; year: number | null }> {
  const res = await call(institutionApi, '/institution')
  expect(res.status).toBe(200)
  expect(res.body.success).toBe(true)
  const data = res.body.data as { enrolment: EnrolmentDto & { source: string; year: number } }
  return data.enrolment
}

async function expectExportsAgree() {
  const [csv, json] = await Promise.all([enrolmentFromCsv(), enrolmentFromApi()])
  expect(csv.rows).toEqual(
    json.rows.map(({ class: cls, section, girls, boys, other, total }) => ({
      class: cls,
      section,
      girls,
      boys,
      other,
      total,
    })),
  )
  expect(csv.totals).toEqual(json.totals)
  return json
}

describe('editing the institution information', () => {
  it('is for staff only: visitors and members may read it but not change it', async () => {
    const change = { profile: { eiin: '126543' } }
    expect((await rest('POST', '/globals/institution', { body: change })).status).toBe(403)
    for (const member of [cast.studentA, cast.teacher]) {
      const res = await rest('POST', '/globals/institution', { body: change, token: member.token })
      expect(res.status).toBe(403)
    }
    await expect(
      payload.updateGlobal({
        slug: 'institution',
        data: change,
        overrideAccess: false,
        user: {
          ...(await payload.findByID({ collection: 'users', id: cast.teacher.id })),
          collection: 'users',
        },
        context: quiet,
      }),
    ).rejects.toThrow()
    const editor = await rest<{ result?: { profile?: { eiin?: string } } }>(
      'POST',
      '/globals/institution',
      { body: change, token: cast.editor.token },
    )
    expect(editor.status).toBe(200)
    expect(editor.body.result?.profile?.eiin).toBe('126543')
    const read = await rest<{ profile?: { eiin?: string } }>('GET', '/globals/institution')
    expect(read.status).toBe(200)
    expect(read.body.profile?.eiin).toBe('126543')
  })

  it('refuses an EIIN that is not six digits', async () => {
    const res = await rest('POST', '/globals/institution', {
      body: { profile: { eiin: '12AB' } },
      token: cast.admin.token,
    })
    expect(res.status).toBe(400)
  })

  it('dates a section when it changes, and leaves the other sections’ dates alone', async () => {
    const first = await payload.updateGlobal({
      slug: 'institution',
      data: {
        profile: { name: 'Padmapar Ideal School & College' },
        officers: { information_officer: { name: 'Md. Harunur Rashid' } },
      },
      context: quiet,
    })
    const profileDate = first.profile?.updated_at
    const officersDate = first.officers?.updated_at
    expect(profileDate).toEqual(expect.any(String))
    expect(officersDate).toEqual(expect.any(String))

    // A minute later by the server's clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    const second = await payload
      .updateGlobal({
        slug: 'institution',
        data: { officers: { information_officer: { name: 'Shirin Akter' } } },
        context: quiet,
      })
      .finally(() => vi.useRealTimers())
    expect(second.profile?.updated_at).toBe(profileDate)
    expect(Date.parse(second.officers!.updated_at!)).toBeGreaterThan(Date.parse(officersDate!))

    // Saving the same content again changes no date.
    const third = await payload.updateGlobal({
      slug: 'institution',
      data: { officers: { information_officer: { name: 'Shirin Akter' } } },
      context: quiet,
    })
    expect(third.officers?.updated_at).toBe(second.officers?.updated_at)
  })
})

describe('the demo institution information', () => {
  beforeAll(async () => {
    await seedInstitution(payload)
  }, 120_000)

  it('flags only the stale routine, and clears it when a current one is added', async () => {
    const year = academicYear(new Date())
    const open = (await getInstitutionChecklist()).filter((entry) => entry.status !== 'present')
    expect(open).toEqual([
      { item: 'routines', status: 'outdated', classes: [STALE_ROUTINE_CLASS], year },
    ])

    const { doc } = await createCircular(payload, `Class routine ${year}: Class 9`, quiet)
    const { academics } = await payload.findGlobal({ slug: 'institution', depth: 0 })
    await payload.updateGlobal({
      slug: 'institution',
      data: {
        academics: {
          routines: [
            ...(academics?.routines ?? []),
            { class: STALE_ROUTINE_CLASS, year, document: doc.id },
          ],
        },
      },
      context: quiet,
    })
    expect((await getInstitutionChecklist()).every((entry) => entry.status === 'present')).toBe(
      true,
    )
  })

  it('gives the same enrolment in the CSV and the JSON export', async () => {
    const json = await expectExportsAgree()
    expect(json.source).toBe('entered')
    expect(json.rows.length).toBeGreaterThan(30)
    expect(json.totals.total).toBe(json.rows.reduce((sum, row) => sum + row.total, 0))
  })

  it('offers the files the information names, and no other document', async () => {
    const { institution } = await getInstitutionArea()
    const routine = institution.academics!.routines![0]!
    const id = typeof routine.document === 'object' ? routine.document.id : routine.document
    const download = await institutionFileRoute(new Request(`${SERVER}/institution/files/${id}`), {
      params: Promise.resolve({ fileId: String(id) }),
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="class-routine-\d{4}-class-1\.pdf"$/,
    )
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const { doc: other } = await createCircular(payload, 'Not part of the information', quiet)
    const refused = await institutionFileRoute(
      new Request(`${SERVER}/institution/files/${other.id}`),
      { params: Promise.resolve({ fileId: String(other.id) }) },
    )
    expect(refused.status).toBe(404)
  })
})

describe('enrolment counted from the student members', () => {
  it('is the table the page shows, and the exports carry it', async () => {
    const section = `T${Date.now() % 1_000_000}`
    const genders: ('Female' | 'Male' | null)[] = [
      'Female',
      'Female',
      'Female',
      'Male',
      'Male',
      null,
    ]
    for (const gender of genders) {
      await payload.create({
        collection: 'users',
        data: buildStudent({ student_class: '9', section, gender }),
        context: quiet,
      })
    }
    await payload.updateGlobal({
      slug: 'institution',
      data: { enrolment: { source: 'members' } },
      context: quiet,
    })

    const { enrolment, institution } = await getInstitutionArea()
    expect(enrolment.rows.find((row) => row.section === section)).toEqual({
      class: '9',
      section,
      girls: 3,
      boys: 2,
      other: 1,
      total: 6,
    })
    // Every student with a class is in the table, once.
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { role: { equals: ROLE.student }, student_class: { exists: true } },
    })
    expect(enrolment.totals.total).toBe(totalDocs)

    // The page's table shows that row and the totals.
    const html = renderInLocale(
      createElement(EnrolmentSection, {
        settings: institution.enrolment,
        table: enrolment,
        locale: 'en',
      }),
    )
    const cells = (text: string) => text.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|')
    expect(cells(html)).toContain(`|${section}|3|2|1|6|`)
    const { girls, boys, other, total } = enrolment.totals
    const shown = [girls, boys, other, total].map((n) => n.toLocaleString('en-US')).join('|')
    expect(cells(html)).toContain(`|All classes|${shown}|`)

    const json = await expectExportsAgree()
    expect(json.source).toBe('members')
    expect(json.totals).toEqual(enrolment.totals)
  })
})
