import { describe, expect, it } from 'vitest'

import { arrowsClass } from './carousel.client'

describe('carousel arrows', () => {
  it('hide from the width at which every slide already shows', () => {
    expect(arrowsClass(1, 'standard')).toBe('hidden')
    expect(arrowsClass(2, 'standard')).toBe('sm:hidden')
    expect(arrowsClass(2, 'wideTablet')).toBe('md:hidden')
    expect(arrowsClass(3, 'standard')).toBe('lg:hidden')
    expect(arrowsClass(4, 'wideTablet')).toBe('lg:hidden')
  })

  it('show at every width when the list is longer than a desktop row', () => {
    expect(arrowsClass(5, 'standard')).toBe('')
    expect(arrowsClass(12, 'wideTablet')).toBe('')
  })
})
