import { describe, expect, it } from 'vitest'

import { facultyListsChanged, isListedFaculty, listedPeopleWhere } from './faculty-listing'

const teacher = {
  role: '9' as const,
  faculty_verified: true,
  first_name: 'Mousumi',
  last_name: 'Akter',
  designation: 'Assistant Teacher',
  specialization: 'English' as const,
  profile_image: 7,
  email: 'mousumi@padmapar.example',
  birthdate: '1988-04-12T00:00:00.000Z',
  visibility: { contact: true, basic: false },
}

describe('isListedFaculty', () => {
  it('lists verified teachers and leaders only', () => {
    expect(isListedFaculty(teacher)).toBe(true)
    expect(isListedFaculty({ ...teacher, role: '10' })).toBe(true)
    expect(isListedFaculty({ ...teacher, faculty_verified: false })).toBe(false)
    expect(isListedFaculty({ ...teacher, faculty_verified: null })).toBe(false)
    expect(isListedFaculty({ ...teacher, role: '8' })).toBe(false)
    expect(isListedFaculty(null)).toBe(false)
    expect(isListedFaculty({})).toBe(false)
  })
})

describe('listedPeopleWhere', () => {
  it('asks for the role and the office’s verification', () => {
    expect(listedPeopleWhere(9)).toEqual({
      role: { equals: '9' },
      faculty_verified: { equals: true },
    })
  })
})

describe('facultyListsChanged', () => {
  it('is false for members who are not listed before or after', () => {
    const student = { ...teacher, role: '8' as const }
    expect(facultyListsChanged({ ...student, first_name: 'New' }, student)).toBe(false)
    const unverified = { ...teacher, faculty_verified: false }
    expect(facultyListsChanged({ ...unverified, designation: 'Principal' }, unverified)).toBe(false)
    expect(facultyListsChanged(unverified, {})).toBe(false)
  })

  it('is true when a member joins or leaves the lists', () => {
    expect(facultyListsChanged(teacher, { ...teacher, faculty_verified: false })).toBe(true)
    expect(facultyListsChanged({ ...teacher, faculty_verified: false }, teacher)).toBe(true)
    expect(facultyListsChanged({ ...teacher, role: '8' }, teacher)).toBe(true)
    expect(facultyListsChanged(teacher, {})).toBe(true)
    expect(facultyListsChanged(teacher, undefined)).toBe(true)
  })

  it('is true when a listed member moves between leaders and faculty', () => {
    expect(facultyListsChanged({ ...teacher, role: '10' }, teacher)).toBe(true)
  })

  it('is true when something on the card changed', () => {
    for (const change of [
      { first_name: 'Mou' },
      { last_name: 'Khatun' },
      { designation: 'Senior Teacher' },
      { specialization: 'Bangla' as const },
      { profile_image: 8 },
      { email: 'new@padmapar.example' },
      { visibility: { contact: false } },
      // Under 18: the contact section, and so the address, is no longer shown.
      { birthdate: '2015-01-01T00:00:00.000Z' },
    ]) {
      expect(facultyListsChanged({ ...teacher, ...change }, teacher), JSON.stringify(change)).toBe(
        true,
      )
    }
  })

  it('is false when only what the card does not show changed', () => {
    expect(
      facultyListsChanged({ ...teacher, visibility: { contact: true, basic: true } }, teacher),
    ).toBe(false)
    // The same picture, once as its id and once populated.
    expect(facultyListsChanged(teacher, { ...teacher, profile_image: { id: 7 } as never })).toBe(
      false,
    )
    // A hidden address changing is not shown either.
    const hidden = { ...teacher, visibility: { contact: false } }
    expect(facultyListsChanged({ ...hidden, email: 'other@padmapar.example' }, hidden)).toBe(false)
  })
})
