import { describe, expect, it } from 'vitest'

import { academicYear, checkCompleteness, openItems, type CheckResult } from './completeness'
import { enrolmentFromRows } from './figures'

// 31 December 2026, 20:00 UTC is already 1 January 2027 in Dhaka.
const NEW_YEAR_IN_DHAKA = new Date('2026-12-31T20:00:00Z')
const NOW = new Date('2026-06-15T06:00:00Z')

const complete = {
  profile: {
    name: 'Padmapar Ideal School & College',
    eiin: '126543',
    school_code: '1234',
    college_code: '5678',
    established: 1984,
    type: 'school_and_college' as const,
    board: 'Rajshahi',
    address: 'Upashahar, Rajshahi',
    phone: '0721-000000',
  },
  recognition: {
    levels: [
      {
        level: 'Secondary',
        permission_date: '1985-01-01',
        permission_document: 1,
        recognition_date: '1991-01-01',
        recognition_until: '2028-12-31',
        recognition_document: 2,
        mpo: 'enlisted' as const,
      },
    ],
    nationalisation: 'non_government' as const,
  },
  governing_body: {
    kind: 'governing_body' as const,
    members: [{ name: 'A', role: 'Chairman', term_to: '2027-06-30' }],
  },
  enrolment: {
    source: 'entered' as const,
    year: 2026,
    approved_sections: [
      { class: '6' as const, sections: 2 },
      { class: '7' as const, sections: 2 },
    ],
    rows: [
      { class: '6' as const, section: 'A', girls: 20, boys: 20 },
      { class: '7' as const, section: 'A', girls: 20, boys: 20 },
    ],
  },
  academics: {
    routines: [
      { class: '6' as const, year: 2026, document: 3 },
      { class: '7' as const, year: 2026, document: 4 },
    ],
    syllabi: [
      { class: '6' as const, year: 2026, document: 5 },
      { class: '7' as const, year: 2026, document: 6 },
    ],
    calendar_link: '/calendar',
  },
  citizen_charter: {
    services: [{ service: 'Testimonial', provider: 'Office', time: '1 day', fee: 'Free' }],
  },
  officers: {
    information_officer: { name: 'B', post: 'Officer', phone: '1', email: 'b@example.com' },
    grs_focal_point: { name: 'C', post: 'Officer', phone: '2', email: 'c@example.com' },
  },
}

type Institution = Parameters<typeof checkCompleteness>[0]

function check(institution: Institution, now = NOW, staffTotal = 12): CheckResult[] {
  const enrolment = enrolmentFromRows(
    institution.enrolment?.rows ?? [],
    institution.enrolment?.approved_sections ?? [],
  )
  return checkCompleteness(institution, { enrolment, staffTotal }, now)
}

const statusOf = (results: CheckResult[], item: CheckResult['item']) =>
  results.find((entry) => entry.item === item)

describe('academicYear', () => {
  it('turns with the new year in Dhaka, not in UTC', () => {
    expect(academicYear(NOW)).toBe(2026)
    expect(academicYear(NEW_YEAR_IN_DHAKA)).toBe(2027)
  })
})

describe('checkCompleteness', () => {
  it('finds every item present in a complete record', () => {
    const results = check(complete)
    expect(results.filter((entry) => entry.status !== 'present')).toEqual([])
    expect(results).toHaveLength(15)
    expect(openItems(results)).toBe(0)
  })

  it('calls a present item out of date for the language that has not followed a change', () => {
    const results = check({
      ...complete,
      officers: {
        ...complete.officers,
        text_changed_in: 'bn',
        text_changed_at: '2026-06-01T04:00:00.000Z',
      },
    })
    expect(statusOf(results, 'information_officer')).toEqual({
      item: 'information_officer',
      status: 'outdated',
      behind: { language: 'en', since: '2026-06-01T04:00:00.000Z' },
    })
    expect(statusOf(results, 'profile')?.status).toBe('present')
  })

  it('finds every item missing in an empty record', () => {
    const results = checkCompleteness(
      { enrolment: { source: 'entered' } },
      { enrolment: enrolmentFromRows([]), staffTotal: 0 },
      NOW,
    )
    expect(results.every((entry) => entry.status === 'missing')).toBe(true)
  })

  it('flags a routine from an earlier year as out of date, naming the class', () => {
    const stale = {
      ...complete,
      academics: {
        ...complete.academics,
        routines: [
          { class: '6' as const, year: 2026, document: 3 },
          { class: '7' as const, year: 2025, document: 4 },
        ],
      },
    }
    expect(statusOf(check(stale), 'routines')).toEqual({
      item: 'routines',
      status: 'outdated',
      classes: ['7'],
      year: 2026,
    })
    // A current routine for the class clears it.
    const renewed = {
      ...stale,
      academics: {
        ...stale.academics,
        routines: [...stale.academics.routines, { class: '7' as const, year: 2026, document: 9 }],
      },
    }
    expect(statusOf(check(renewed), 'routines')?.status).toBe('present')
  })

  it('names the taught classes that have no syllabus', () => {
    const partial = {
      ...complete,
      academics: { ...complete.academics, syllabi: [complete.academics.syllabi[0]!] },
    }
    expect(statusOf(check(partial), 'syllabi')).toEqual({
      item: 'syllabi',
      status: 'missing',
      classes: ['7'],
    })
  })

  it('finds this year’s routines out of date once the new year begins in Dhaka', () => {
    expect(statusOf(check(complete, NEW_YEAR_IN_DHAKA), 'routines')?.status).toBe('outdated')
    expect(statusOf(check(complete, NEW_YEAR_IN_DHAKA), 'enrolment')).toEqual({
      item: 'enrolment',
      status: 'outdated',
      year: 2027,
    })
  })

  it('finds expired recognition and a governing body past its term out of date', () => {
    const later = new Date('2029-02-01T06:00:00Z')
    expect(statusOf(check(complete, later), 'recognition')?.status).toBe('outdated')
    expect(statusOf(check(complete, later), 'governing_body')?.status).toBe('outdated')
  })

  it('asks for a code per section the institution has, and a valid EIIN', () => {
    const schoolOnly = { ...complete, profile: { ...complete.profile, college_code: '' } }
    expect(statusOf(check(schoolOnly), 'codes')?.status).toBe('missing')
    const school = { ...schoolOnly, profile: { ...schoolOnly.profile, type: 'school' as const } }
    expect(statusOf(check(school), 'codes')?.status).toBe('present')
    const badEiin = { ...complete, profile: { ...complete.profile, eiin: '12654' } }
    expect(statusOf(check(badEiin), 'eiin')?.status).toBe('missing')
  })

  it('takes enrolment counted from members as current', () => {
    const counted = {
      ...complete,
      enrolment: { ...complete.enrolment, source: 'members' as const, year: 2020 },
    }
    expect(statusOf(check(counted), 'enrolment')?.status).toBe('present')
  })

  it('needs the officers’ name, post, phone and e-mail', () => {
    const noEmail = {
      ...complete,
      officers: {
        ...complete.officers,
        grs_focal_point: { ...complete.officers.grs_focal_point, email: ' ' },
      },
    }
    expect(statusOf(check(noEmail), 'grs_focal_point')?.status).toBe('missing')
    expect(statusOf(check(noEmail), 'information_officer')?.status).toBe('present')
  })
})
