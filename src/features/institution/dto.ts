/** The institution's information as the exports give it: JSON for /api/v1 and the enrolment CSV. */
import { csvCell } from '@/collections/EventRegistrations/export-csv'
import { orNull } from '@/lib/dto'
import type { Institution } from '@/payload-types'

import type { EnrolmentTable } from './figures'
import { institutionFilePath } from './paths'
import type { InstitutionArea, InstitutionFile } from './queries'

type Relation = number | { id: number } | null | undefined

/** A file as the API names it: where to download it, its title, type and size. */
function fileDto(value: Relation, files: Map<number, InstitutionFile>) {
  const file = files.get(value && typeof value === 'object' ? value.id : (value ?? 0))
  if (!file) return null
  return {
    url: institutionFilePath(file.id),
    title: file.title,
    mime_type: file.mimeType ?? null,
    size: file.filesize ?? null,
  }
}

const person = (who: NonNullable<Institution['officers']>['information_officer']) =>
  orNull(who ?? {}, ['name', 'post', 'phone', 'email'])

/** The whole area, section by section as the page shows it, with the figures counted. */
export function toInstitutionDto({ institution, enrolment, staff, files }: InstitutionArea) {
  const {
    profile = {},
    recognition = {},
    governing_body: body = {},
    academics = {},
    citizen_charter: charter = {},
    officers = {},
  } = institution
  const classFiles = (entries: NonNullable<Institution['academics']>['routines']) =>
    (entries ?? []).map((entry) => ({
      class: entry.class,
      year: entry.year,
      file: fileDto(entry.document, files),
    }))
  return {
    profile: orNull(profile, [
      'name',
      'eiin',
      'school_code',
      'college_code',
      'established',
      'type',
      'board',
      'address',
      'map_link',
      'phone',
      'email',
      'updated_at',
    ]),
    recognition: {
      levels: (recognition.levels ?? []).map((level) => ({
        level: level.level,
        permission_date: level.permission_date ?? null,
        permission_document: fileDto(level.permission_document, files),
        recognition_date: level.recognition_date ?? null,
        recognition_until: level.recognition_until ?? null,
        recognition_document: fileDto(level.recognition_document, files),
        mpo: level.mpo ?? null,
        mpo_since: level.mpo_since ?? null,
      })),
      nationalisation: recognition.nationalisation ?? null,
      nationalised_on: recognition.nationalised_on ?? null,
      updated_at: recognition.updated_at ?? null,
    },
    governing_body: {
      kind: body.kind ?? null,
      members: (body.members ?? []).map(({ name, role, ...member }) => ({
        name,
        role,
        ...orNull(member, ['term_from', 'term_to', 'phone']),
      })),
      updated_at: body.updated_at ?? null,
    },
    enrolment: {
      source: institution.enrolment?.source ?? 'entered',
      year:
        institution.enrolment?.source === 'members' ? null : (institution.enrolment?.year ?? null),
      rows: enrolment.rows,
      classes: enrolment.classes,
      totals: enrolment.totals,
      updated_at: institution.enrolment?.updated_at ?? null,
    },
    staff: { ...staff, updated_at: institution.staff?.updated_at ?? null },
    academics: {
      routines: classFiles(academics.routines),
      syllabi: classFiles(academics.syllabi),
      calendar_link: academics.calendar_link ?? null,
      updated_at: academics.updated_at ?? null,
    },
    citizen_charter: {
      services: (charter.services ?? []).map(({ service, provider, time, fee }) => ({
        service,
        provider,
        time,
        fee,
      })),
      updated_at: charter.updated_at ?? null,
    },
    officers: {
      information_officer: person(officers.information_officer),
      grs_focal_point: person(officers.grs_focal_point),
      updated_at: officers.updated_at ?? null,
    },
  }
}

const CSV_COLUMNS = ['Class', 'Section', 'Girls', 'Boys', 'Gender not recorded', 'Total']

/** The enrolment table as CSV: one line per class and section, then the totals. */
export function enrolmentCsv(table: EnrolmentTable): string {
  const lines = [
    CSV_COLUMNS,
    ...table.rows.map((row) => [row.class, row.section, row.girls, row.boys, row.other, row.total]),
    ['Total', '', table.totals.girls, table.totals.boys, table.totals.other, table.totals.total],
  ]
  // A byte-order mark lets Excel read Bangla section names as UTF-8.
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}
