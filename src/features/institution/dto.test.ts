import { describe, expect, it } from 'vitest'

import { enrolmentCsv, toInstitutionDto } from './dto'
import { enrolmentFromRows, staffByPost } from './figures'

const table = enrolmentFromRows([
  { class: '9', section: 'বিজ্ঞান', girls: 30, boys: 28 },
  { class: '6', section: 'A, morning', girls: 20, boys: 21 },
])

describe('enrolmentCsv', () => {
  it('writes one line per class and section, then the totals, readable by Excel', () => {
    expect(enrolmentCsv(table)).toBe(
      '\uFEFFClass,Section,Girls,Boys,Gender not recorded,Total\r\n' +
        '6,"A, morning",20,21,0,41\r\n' +
        '9,বিজ্ঞান,30,28,0,58\r\n' +
        'Total,,50,49,0,99\r\n',
    )
  })
})

describe('toInstitutionDto', () => {
  it('gives every section, the counted figures and each file by its download address', () => {
    const dto = toInstitutionDto({
      institution: {
        id: 1,
        profile: { eiin: '126543', updated_at: '2026-01-05T00:00:00.000Z' },
        enrolment: { source: 'entered', year: 2026 },
        academics: {
          routines: [
            { class: '6', year: 2026, document: 7 },
            { class: '9', year: 2025, document: 99 },
          ],
        },
      },
      enrolment: table,
      staff: staffByPost([], [], [{ post: 'Office assistant', count: 2 }]),
      files: new Map([
        [7, { id: 7, title: 'Routine 6', mimeType: 'application/pdf', filesize: 2048 }],
      ]),
    })
    expect(dto.profile).toMatchObject({ eiin: '126543', name: null })
    expect(dto.enrolment).toMatchObject({ source: 'entered', year: 2026, totals: table.totals })
    expect(dto.staff.total).toBe(2)
    expect(dto.academics.routines).toEqual([
      {
        class: '6',
        year: 2026,
        file: {
          url: '/institution/files/7',
          title: 'Routine 6',
          mime_type: 'application/pdf',
          size: 2048,
        },
      },
      { class: '9', year: 2025, file: null },
    ])
    expect(dto.officers.grs_focal_point).toEqual({
      name: null,
      post: null,
      phone: null,
      email: null,
    })
  })
})
