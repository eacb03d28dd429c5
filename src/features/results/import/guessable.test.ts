import { describe, expect, it } from 'vitest'

import { guessableRegistrations } from './guessable'

const rolls = (count: number, registration: (roll: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ roll: i + 1, registration: registration(i + 1) }))

describe('guessableRegistrations', () => {
  it('finds year + class + roll, as the demo and the sample file number them (finding 8)', () => {
    expect(
      guessableRegistrations(rolls(60, (roll) => `202606${String(roll).padStart(4, '0')}`)),
    ).toBe(true)
  })

  it('finds numbers that follow one another, whatever the step', () => {
    expect(guessableRegistrations(rolls(40, (roll) => String(5_000_000 + roll * 7)))).toBe(true)
  })

  it('leaves random numbers alone, and a class too small to tell', () => {
    const random = [
      '4820193756',
      '1093847562',
      '7738291045',
      '2219384756',
      '9081726354',
      '3350981276',
      '6647382910',
    ]
    expect(guessableRegistrations(rolls(7, (roll) => random[roll - 1]!))).toBe(false)
    expect(guessableRegistrations(rolls(3, (roll) => `2026${roll}`))).toBe(false)
  })
})
