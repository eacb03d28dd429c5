import { describe, expect, it } from 'vitest'

import {
  decodeValue,
  encodeValue,
  isRevalidated,
  tagsOf,
} from '@/lib/cache/redis-cache-handler.mjs'

describe('Redis cache entries', () => {
  it('keep a rendered page (Buffers, Map of segments) intact through JSON', () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<p>news</p>',
      rscData: Buffer.from([0, 1, 2, 250]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/news/page' },
      status: 200,
    }
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(page)))) as typeof page
    expect(back).toEqual(page)
    expect(Buffer.isBuffer(back.rscData)).toBe(true)
    expect(back.segmentData.get('/_tree')?.toString()).toBe('tree')
  })

  it("take a page's tags from its cache-tags header and a fetch's from its context", () => {
    const page = { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': 'a,b' } }
    expect(tagsOf(page as never, {})).toEqual(['a', 'b'])
    expect(tagsOf(null, { tags: ['news'] })).toEqual(['news'])
  })

  it('are stale once a tag was revalidated at or after they were written', () => {
    const now = 10_000
    expect(isRevalidated(5_000, ['6000', null], now)).toBe(true)
    expect(isRevalidated(5_000, ['5000'], now)).toBe(true)
    expect(isRevalidated(5_000, ['4000', null], now)).toBe(false)
    expect(isRevalidated(5_000, [null], now)).toBe(false)
  })
})
