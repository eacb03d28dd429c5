import { describe, expect, it } from 'vitest'

import { pagesHolding, readListQuery, splitPage, withinRange } from './pagination'

describe('readListQuery', () => {
  it('reads the search text and page from the address', () => {
    expect(readListQuery({ q: '  sports ', page: '3' })).toEqual({ q: 'sports', page: 3 })
  })

  it('falls back to the full list and page 1 for blank or bad input', () => {
    expect(readListQuery({ q: '   ', page: 'abc' })).toEqual({ q: '', page: 1 })
    expect(readListQuery({ q: ['a', 'b'], page: ['-2'] })).toEqual({ q: 'a', page: 1 })
  })
})

describe('withinRange', () => {
  const pages = (page: number) =>
    Promise.resolve({
      docs: page <= 3 ? [page] : [],
      page,
      limit: 12,
      totalDocs: 30,
      totalPages: 3,
    })

  it('returns the asked page when it exists', async () => {
    expect((await withinRange(2, pages)).docs).toEqual([2])
  })

  it('shows the last page for a page past the end', async () => {
    expect((await withinRange(99, pages)).page).toBe(3)
  })
})

describe('a list in two parts, paged as one', () => {
  it('reads the first part, then where the second begins', () => {
    // 8 upcoming events, then the past ones, 6 a page.
    expect(splitPage(1, 6, 8)).toEqual([
      { offset: 0, count: 6 },
      { offset: 0, count: 0 },
    ])
    expect(splitPage(2, 6, 8)).toEqual([
      { offset: 6, count: 2 },
      { offset: 0, count: 4 },
    ])
    expect(splitPage(3, 6, 8)).toEqual([
      { offset: 12, count: 0 },
      { offset: 4, count: 6 },
    ])
  })

  it('reads only the second part when the first is empty', () => {
    expect(splitPage(2, 6, 0)).toEqual([
      { offset: 6, count: 0 },
      { offset: 6, count: 6 },
    ])
  })

  it('finds the pages that hold a span and what to skip on the first', () => {
    expect(pagesHolding({ offset: 4, count: 6 }, 6)).toEqual({ pages: [1, 2], skip: 4 })
    expect(pagesHolding({ offset: 6, count: 6 }, 6)).toEqual({ pages: [2], skip: 0 })
    expect(pagesHolding({ offset: 3, count: 0 }, 6)).toEqual({ pages: [], skip: 0 })
  })
})
