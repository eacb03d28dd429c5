import { describe, expect, it } from 'vitest'

import { localiseDigits, normaliseTransactionId, toAsciiDigits } from './digits'

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

describe('localiseDigits', () => {
  it('writes a figure in Bengali digits on Bangla pages only', () => {
    expect(localiseDigits('2,400+', 'bn')).toBe('২,৪০০+')
    expect(localiseDigits('96%', 'bn')).toBe('৯৬%')
    expect(localiseDigits('2,400+', 'en')).toBe('2,400+')
    expect(toAsciiDigits(localiseDigits('1984', 'bn'))).toBe('1984')
  })
})
