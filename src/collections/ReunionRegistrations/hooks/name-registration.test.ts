import { describe, expect, it } from 'vitest'

import { registrationTitle } from './name-registration'

describe('a reunion registration’s name in the admin', () => {
  it('is the member’s own name and how many come with them', () => {
    expect(
      registrationTitle([
        { name: 'Rina Das', relation: 'spouse' },
        { name: ' Nasrin Akter ', relation: 'self' },
        { name: 'Arif', relation: 'child' },
      ]),
    ).toBe('Nasrin Akter +2')
    expect(registrationTitle([{ name: 'Kamal Hossain', relation: 'self' }])).toBe('Kamal Hossain')
  })

  it('falls back to the first person when nobody is marked as the member', () => {
    expect(registrationTitle([{ name: 'Guest One', relation: 'guest' }])).toBe('Guest One')
    expect(registrationTitle(undefined)).toBe('')
  })
})
