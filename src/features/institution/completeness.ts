/**
 * Which of the items the education directorate requires are present, missing or out of date. Pure:
 * the admin dashboard and the Institution page of the admin show its answer.
 */
import type { InstitutionSection } from '@/globals/Institution/options'
import { otherLocale, type Locale } from '@/i18n/locales'
import { dhakaDay } from '@/lib/dhaka-days'
import type { InstitutionClass } from '@/lib/constants'
import type { Institution } from '@/payload-types'

import { toInstitutionClass, type EnrolmentTable } from './figures'

export const CHECK_ITEMS = [
  'profile',
  'eiin',
  'codes',
  'recognition',
  'mpo',
  'governing_body',
  'approved_sections',
  'enrolment',
  'staff',
  'routines',
  'syllabi',
  'calendar',
  'citizen_charter',
  'information_officer',
  'grs_focal_point',
] as const
export type CheckItem = (typeof CHECK_ITEMS)[number]
export type CheckStatus = 'present' | 'missing' | 'outdated'

/** The tab of the Institution page whose fields complete each item. */
export const ITEM_SECTION: Record<CheckItem, InstitutionSection> = {
  profile: 'profile',
  eiin: 'profile',
  codes: 'profile',
  recognition: 'recognition',
  mpo: 'recognition',
  governing_body: 'governing_body',
  approved_sections: 'enrolment',
  enrolment: 'enrolment',
  staff: 'staff',
  routines: 'academics',
  syllabi: 'academics',
  calendar: 'academics',
  citizen_charter: 'citizen_charter',
  information_officer: 'officers',
  grs_focal_point: 'officers',
}

export type CheckResult = {
  item: CheckItem
  status: CheckStatus
  /** The language whose text has not followed a change made in the other, and since when. */
  behind?: { language: Locale; since: string }
  /** Classes without a file (missing) or whose newest file is from an earlier year (out of date). */
  classes?: InstitutionClass[]
  /** The academic year an out-of-date item falls short of. */
  year?: number
}

export type CheckFigures = { enrolment: EnrolmentTable; staffTotal: number }

/** The academic year (January to December) of a moment, in the school's time zone. */
export function academicYear(now: Date): number {
  return Number((dhakaDay(now) ?? '').slice(0, 4))
}

const filled = (...values: unknown[]) =>
  values.every((value) => value !== null && value !== undefined && String(value).trim() !== '')

/** Whether a day has passed: an expiry or term end before today, in Bangladesh. */
const before = (value: string | null | undefined, today: string) =>
  Boolean(value && (dhakaDay(value) ?? today) < today)

type ClassFile = { class?: unknown; year?: number | null }

/**
 * Routines or syllabi: every class the institution teaches (its approved sections and enrolled
 * classes) needs one, from the current academic year.
 */
function checkClassFiles(
  item: 'routines' | 'syllabi',
  files: ClassFile[],
  taught: InstitutionClass[],
  year: number,
): CheckResult {
  const newest = new Map<InstitutionClass, number>()
  for (const file of files) {
    const value = toInstitutionClass(file.class)
    if (value && typeof file.year === 'number')
      newest.set(value, Math.max(newest.get(value) ?? 0, file.year))
  }
  const without = taught.filter((value) => !newest.has(value))
  if (newest.size === 0 || without.length > 0)
    return { item, status: 'missing', ...(without.length > 0 ? { classes: without } : {}) }
  const stale = [...newest].filter(([, newestYear]) => newestYear < year).map(([value]) => value)
  if (stale.length > 0) return { item, status: 'outdated', classes: sortClasses(stale), year }
  return { item, status: 'present' }
}

function sortClasses(values: InstitutionClass[]): InstitutionClass[] {
  return [...values].sort((a, b) => Number(a) - Number(b))
}

const result = (item: CheckItem, present: boolean, outdated = false): CheckResult => ({
  item,
  status: !present ? 'missing' : outdated ? 'outdated' : 'present',
})

/** Each mandated item, in the order the page shows them. */
export function checkCompleteness(
  institution: Pick<
    Institution,
    | 'profile'
    | 'recognition'
    | 'governing_body'
    | 'enrolment'
    | 'academics'
    | 'citizen_charter'
    | 'officers'
    | 'staff'
  >,
  figures: CheckFigures,
  now: Date,
): CheckResult[] {
  const year = academicYear(now)
  const today = dhakaDay(now) ?? ''
  const profile = institution.profile ?? {}
  const levels = institution.recognition?.levels ?? []
  const members = institution.governing_body?.members ?? []
  const enrolment = institution.enrolment
  const academics = institution.academics ?? {}
  const officers = institution.officers ?? {}
  const person = (who: typeof officers.information_officer) =>
    filled(who?.name, who?.post, who?.phone, who?.email)

  const needsSchoolCode = profile.type !== 'college'
  const needsCollegeCode = profile.type === 'college' || profile.type === 'school_and_college'
  const codes = profile.type
    ? (!needsSchoolCode || filled(profile.school_code)) &&
      (!needsCollegeCode || filled(profile.college_code))
    : filled(profile.school_code) || filled(profile.college_code)

  const taught = sortClasses(figures.enrolment.classes.map((entry) => entry.class))
  const entered = enrolment?.source !== 'members'
  const enrolmentYear = entered ? enrolment?.year : year

  const results: CheckResult[] = [
    result(
      'profile',
      filled(profile.name, profile.type, profile.established, profile.board, profile.address) &&
        (filled(profile.phone) || filled(profile.email)),
    ),
    result('eiin', /^\d{6}$/.test(profile.eiin ?? '')),
    result('codes', codes),
    result(
      'recognition',
      levels.length > 0 &&
        levels.every((level) =>
          filled(
            level.permission_date,
            level.permission_document,
            level.recognition_date,
            level.recognition_document,
          ),
        ),
      levels.some((level) => before(level.recognition_until, today)),
    ),
    result(
      'mpo',
      levels.length > 0 &&
        levels.every((level) => filled(level.mpo)) &&
        filled(institution.recognition?.nationalisation),
    ),
    result(
      'governing_body',
      filled(institution.governing_body?.kind) && members.length > 0,
      members.some((member) => before(member.term_to, today)),
    ),
    result('approved_sections', (enrolment?.approved_sections ?? []).length > 0),
    {
      ...result(
        'enrolment',
        figures.enrolment.rows.length > 0 && typeof enrolmentYear === 'number',
        typeof enrolmentYear === 'number' && enrolmentYear < year,
      ),
      ...(entered && typeof enrolmentYear === 'number' && enrolmentYear < year ? { year } : {}),
    },
    result('staff', figures.staffTotal > 0),
    checkClassFiles('routines', academics.routines ?? [], taught, year),
    checkClassFiles('syllabi', academics.syllabi ?? [], taught, year),
    result('calendar', filled(academics.calendar_link)),
    result('citizen_charter', (institution.citizen_charter?.services ?? []).length > 0),
    result('information_officer', person(officers.information_officer)),
    result('grs_focal_point', person(officers.grs_focal_point)),
  ]
  return results.map((entry) => withLanguageGap(entry, institution[ITEM_SECTION[entry.item]]))
}

/**
 * An item that is present but whose section's text was changed in one language and not yet in
 * the other is out of date for that other language.
 */
function withLanguageGap(
  entry: CheckResult,
  section: { text_changed_in?: string | null; text_changed_at?: string | null } | null | undefined,
): CheckResult {
  const changedIn = section?.text_changed_in
  if (entry.status !== 'present' || (changedIn !== 'en' && changedIn !== 'bn')) return entry
  return {
    ...entry,
    status: 'outdated',
    behind: { language: otherLocale(changedIn), since: section?.text_changed_at ?? '' },
  }
}

/** How many items still need the office's attention. */
export const openItems = (results: CheckResult[]) =>
  results.filter((entry) => entry.status !== 'present').length
