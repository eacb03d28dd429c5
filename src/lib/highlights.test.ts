import { describe, expect, it } from 'vitest'

import { notShownYet } from './highlights'

const items = (...ids: number[]) => ids.map((id) => ({ id }))

describe('highlights show each story once', () => {
  it('skips what an earlier highlight showed and keeps the order', () => {
    expect(notShownYet(items(1, 6, 12, 18), items(1, 2, 3, 4, 5))).toEqual(items(6, 12, 18))
  })

  it('keeps at most the limit, counted after skipping', () => {
    expect(notShownYet(items(1, 2, 3, 4, 5, 6), items(1, 2), 3)).toEqual(items(3, 4, 5))
  })

  it('leaves nothing when everything was shown, and everything when nothing was', () => {
    expect(notShownYet(items(1, 2), items(2, 1))).toEqual([])
    expect(notShownYet(items(7, 8), [])).toEqual(items(7, 8))
  })
})
