import { describe, expect, it } from 'vitest'

import { isActiveLink } from './nav-links'

describe('isActiveLink', () => {
  it('highlights Home only on the home page', () => {
    expect(isActiveLink('/', '/')).toBe(true)
    expect(isActiveLink('/', '/news')).toBe(false)
  })

  it('highlights a section on its list and detail pages, not on look-alike paths', () => {
    expect(isActiveLink('/news', '/news')).toBe(true)
    expect(isActiveLink('/news', '/news/12')).toBe(true)
    expect(isActiveLink('/news', '/news-and-articles/12')).toBe(false)
  })
})
