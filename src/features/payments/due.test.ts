import { describe, expect, it } from 'vitest'

import { dueTaka } from './due'

describe('dueTaka', () => {
  it('reads the sum of a fee as staff wrote it', () => {
    expect(dueTaka('৳1,000 per year')).toBe(1000)
    expect(dueTaka('১৫০০ টাকা')).toBe(1500)
    expect(dueTaka('Free')).toBeNull()
    expect(dueTaka(null)).toBeNull()
  })
})
