import { describe, expect, it } from 'vitest'

import { checkCompleteness } from '@/features/institution/completeness'
import { enrolmentFromRows, staffByPost } from '@/features/institution/figures'
import { ROLE } from '@/lib/constants'

import {
  DEMO_EIIN,
  institutionBangla,
  institutionData,
  institutionFiles,
  STALE_ROUTINE_CLASS,
} from './institution'
import { FACULTY, LEADERS } from './people'

const NOW = new Date('2026-11-26T06:00:00Z')
const YEAR = 2026

describe('the demo institution information', () => {
  const files = institutionFiles(YEAR)
  const ids = new Map(files.map((file, i) => [file.key, i + 1]))
  const data = institutionData(YEAR, (key) => {
    const id = ids.get(key)
    if (id === undefined) throw new Error(`no file ${key}`)
    return id
  })

  it('fills every mandated item, except one class routine left from last year', () => {
    const enrolment = enrolmentFromRows(
      data.enrolment.rows ?? [],
      data.enrolment.approved_sections ?? [],
    )
    const staff = staffByPost(
      [
        ...LEADERS.map((leader) => ({ role: ROLE.leadership, designation: leader.designation })),
        ...FACULTY.map(() => ({ role: ROLE.teacher, designation: 'Assistant Teacher' })),
      ],
      (data.staff?.left_out_posts ?? []).map((entry) => entry.post),
      data.staff?.other_staff ?? [],
    )
    const results = checkCompleteness(data, { enrolment, staffTotal: staff.total }, NOW)
    expect(results.filter((entry) => entry.status !== 'present')).toEqual([
      { item: 'routines', status: 'outdated', classes: [STALE_ROUTINE_CLASS], year: YEAR },
    ])
    expect(data.profile?.eiin).toBe(DEMO_EIIN)
    expect(staff.posts.map((entry) => entry.post)).not.toContain('Chairman, Governing Body')
    // A school and college of about 2,400 students, as the home page says.
    expect(enrolment.totals.total).toBeGreaterThan(2300)
    expect(enrolment.totals.total).toBeLessThan(2500)
  })

  it('makes each file once, and names only files it makes', () => {
    expect(new Set(files.map((file) => file.key)).size).toBe(files.length)
    expect(ids.size).toBe(files.length)
  })

  it('has a Bangla text for every English row', () => {
    const bangla = institutionBangla({ id: 1, ...data })
    expect(bangla.governing_body.members).toHaveLength(data.governing_body?.members?.length ?? -1)
    expect(bangla.citizen_charter.services).toHaveLength(
      data.citizen_charter?.services?.length ?? -1,
    )
    for (const service of bangla.citizen_charter.services)
      expect(service.service).toMatch(/[\u0980-\u09FF]/)
  })
})
