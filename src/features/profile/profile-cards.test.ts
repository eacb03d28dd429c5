import { describe, expect, it } from 'vitest'

import { PROFILE_CARDS, PROFILE_UPDATED, savedMessage } from './profile-cards'

describe('savedMessage', () => {
  it("answers each card's own fields with the card's message", () => {
    for (const card of Object.values(PROFILE_CARDS)) {
      expect(savedMessage(card.fields)).toBe(card.message)
    }
  })

  it('answers part of a card as the card, and the phone of two contact cards as contact info', () => {
    expect(savedMessage(['gender'])).toBe('Basic info updated successfully.')
    expect(savedMessage(['phone'])).toBe('Contact info updated successfully.')
  })

  it('answers fields of several cards, fields of none, or nothing, in general words', () => {
    expect(savedMessage(['gender', 'student_class'])).toBe(PROFILE_UPDATED)
    expect(savedMessage(['first_name'])).toBe(PROFILE_UPDATED)
    expect(savedMessage([])).toBe(PROFILE_UPDATED)
  })
})
