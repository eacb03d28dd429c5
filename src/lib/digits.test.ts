import { describe, expect, it } from 'vitest'

import { normaliseTransactionId, toAsciiDigits } from './digits'

describe('toAsciiDigits', () => {
  it('turns Bengali digits into ASCII and leaves the rest alone', () => {
    expect(toAsciiDigits('০১৭১১-২৩৪৫৬৭')).toBe('01711-234567')
    expect(toAsciiDigits('Class ৯, roll 12')).toBe('Class 9, roll 12')
  })
})

describe('normaliseTransactionId', () => {
  it('makes the same payment reference compare equal however it was typed', () => {
    expect(normaliseTransactionId(' 9bk৪৫ x7 ')).toBe('9BK45X7')
    expect(normaliseTransactionId('9BK45X7')).toBe(normaliseTransactionId('৯bk৪৫x৭'))
  })
})
