import { describe, expect, it } from 'vitest'

import { dialHref } from './phone-link'

describe('dialHref', () => {
  it('dials a number written in Bengali digits, spaces or dashes', () => {
    expect(dialHref('০১৭১১-০০০১১১')).toBe('tel:01711000111')
    expect(dialHref('+880 1711 000111')).toBe('tel:+8801711000111')
  })
})
