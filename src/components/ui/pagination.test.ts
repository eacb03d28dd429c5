import { describe, expect, it } from 'vitest'

import { pageNumber, pageWindow } from './pagination'

describe('the page numbers shown', () => {
  it('are all of them for a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('are the ends and two either side of the current page for a long list', () => {
    expect(pageWindow(1, 8334)).toEqual([1, 2, 3, 'gap', 8334])
    expect(pageWindow(500, 8334)).toEqual([1, 'gap', 498, 499, 500, 501, 502, 'gap', 8334])
    expect(pageWindow(8334, 8334)).toEqual([1, 'gap', 8332, 8333, 8334])
  })

  it('show a single missing number instead of a gap', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10])
  })
})

describe('a page number', () => {
  it('is never grouped, and in Bengali digits on Bangla pages', () => {
    expect(pageNumber(8334, 'en')).toBe('8334')
    expect(pageNumber(8334, 'bn')).toBe('৮৩৩৪')
  })
})
