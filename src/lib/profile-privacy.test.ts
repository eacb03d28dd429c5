import { describe, expect, it } from 'vitest'

import { ageOn, enforceVisibilityRules, isAdult, isSectionPublic } from './profile-privacy'

const today = new Date('2026-11-22T00:00:00Z')

describe('age', () => {
  it('counts whole years and respects the birthday', () => {
    expect(ageOn('2008-11-22', today)).toBe(18)
    expect(ageOn('2008-11-23', today)).toBe(17)
    expect(ageOn('not a date', today)).toBeNull()
  })

  it('treats an unknown birth date as a minor', () => {
    expect(isAdult(null, today)).toBe(false)
    expect(isAdult('1990-01-01', today)).toBe(true)
  })
})

describe('profile sections', () => {
  it('are private unless the owner made them public', () => {
    expect(isSectionPublic({ birthdate: '1990-01-01' }, 'contact', today)).toBe(false)
    expect(
      isSectionPublic({ birthdate: '1990-01-01', visibility: { contact: true } }, 'contact', today),
    ).toBe(true)
  })

  it("never show a minor's contact, guardian or address details", () => {
    const child = {
      birthdate: '2013-05-01',
      visibility: { contact: true, guardian: true, address: true, basic: true },
    }
    expect(isSectionPublic(child, 'contact', today)).toBe(false)
    expect(isSectionPublic(child, 'guardian', today)).toBe(false)
    expect(isSectionPublic(child, 'address', today)).toBe(false)
    expect(isSectionPublic(child, 'basic', today)).toBe(true)
  })

  it('drops the flags a minor may not set when saving', () => {
    expect(enforceVisibilityRules({ contact: true, basic: true }, '2013-05-01', today)).toEqual({
      contact: false,
      details: false,
      guardian: false,
      address: false,
      basic: true,
    })
  })
})
