import { describe, expect, it } from 'vitest'

import { readListQuery, withinRange } from './pagination'

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
