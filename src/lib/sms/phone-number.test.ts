import { describe, expect, it } from 'vitest'

import { normaliseMobileNumber } from './phone-number'

describe('normaliseMobileNumber', () => {
  it.each([
    ['01712345678', '8801712345678'],
    ['+8801712345678', '8801712345678'],
    ['008801712345678', '8801712345678'],
    ['8801712345678', '8801712345678'],
    ['1712345678', '8801712345678'],
    ['017-1234 5678', '8801712345678'],
    ['+88 (017) 1234.5678', '8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '8801712345678'],
    ['+৮৮০১৩১২৩৪৫৬৭৮', '8801312345678'],
    ['01912345678', '8801912345678'],
  ])('reads %s as %s', (typed, number) => {
    expect(normaliseMobileNumber(typed)).toEqual({ ok: true, number })
  })

  it.each([
    ['01212345678', 'unknown-operator'],
    ['01112345678', 'unknown-operator'],
    ['0171234567', 'not-a-mobile-number'],
    ['017123456789', 'not-a-mobile-number'],
    ['029123456', 'not-a-mobile-number'],
    ['+9101712345678', 'not-a-mobile-number'],
    ['0171234567x', 'not-a-mobile-number'],
    ['   ', 'empty'],
    ['', 'empty'],
  ])('refuses %s (%s)', (typed, problem) => {
    expect(normaliseMobileNumber(typed)).toEqual({ ok: false, problem })
  })

  it('treats a missing number as empty', () => {
    expect(normaliseMobileNumber(null)).toEqual({ ok: false, problem: 'empty' })
  })
})
