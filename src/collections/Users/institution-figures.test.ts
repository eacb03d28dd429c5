import { describe, expect, it } from 'vitest'

import { ROLE } from '@/lib/constants'

import { countsOnInstitutionPage, institutionFiguresChanged } from './institution-figures'

const student = { role: ROLE.student, student_class: '9', section: 'A', gender: 'Female' } as const
const teacher = { role: ROLE.teacher, faculty_verified: true, designation: 'Assistant Teacher' }

describe('institutionFiguresChanged', () => {
  it('sees a student join, move class or section, or change gender', () => {
    expect(institutionFiguresChanged(student, null)).toBe(true)
    expect(institutionFiguresChanged({ ...student, student_class: '10' }, student)).toBe(true)
    expect(institutionFiguresChanged({ ...student, section: 'B' }, student)).toBe(true)
    expect(institutionFiguresChanged({ ...student, gender: 'Male' }, student)).toBe(true)
  })

  it('sees a verified teacher’s post change, and ignores other edits', () => {
    expect(institutionFiguresChanged({ ...teacher, designation: 'Senior Teacher' }, teacher)).toBe(
      true,
    )
    expect(institutionFiguresChanged(student, { ...student })).toBe(false)
    expect(institutionFiguresChanged({ role: ROLE.teacher }, { role: ROLE.teacher })).toBe(false)
    // A verified teacher's name or subject is not counted; being verified is.
    const named = { ...teacher, first_name: 'New' } as typeof teacher
    expect(institutionFiguresChanged(named, teacher)).toBe(false)
    expect(institutionFiguresChanged(teacher, { ...teacher, faculty_verified: false })).toBe(true)
  })

  it('counts students and verified faculty on the page, not unverified teachers', () => {
    expect(countsOnInstitutionPage(student)).toBe(true)
    expect(countsOnInstitutionPage(teacher)).toBe(true)
    expect(countsOnInstitutionPage({ role: ROLE.teacher, faculty_verified: false })).toBe(false)
  })
})
