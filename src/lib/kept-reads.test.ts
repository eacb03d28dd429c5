import { describe, expect, it, vi } from 'vitest'

import { clearApiCache } from './api-cache'
import { keptReads } from './kept-reads'

function counted() {
  const read = vi.fn(async (key: string) => `${key}:${read.mock.calls.length}`)
  return { read, kept: keptReads(read, { keepMs: 10_000, maxKeys: 2 }) }
}

describe('keptReads', () => {
  it('reads a key once for its time in memory, then again', async () => {
    const { read, kept } = counted()
    expect(await kept('a', 0)).toBe('a:1')
    expect(await kept('a', 9_999)).toBe('a:1')
    expect(await kept('a', 10_000)).toBe('a:2')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads again as soon as published content changes', async () => {
    const { kept } = counted()
    expect(await kept('a', 0)).toBe('a:1')
    clearApiCache()
    expect(await kept('a', 1)).toBe('a:2')
  })

  it('keeps the most recently used keys only', async () => {
    const { read, kept } = counted()
    await kept('a', 0)
    await kept('b', 0)
    await kept('a', 1)
    await kept('c', 2)
    expect(await kept('a', 3)).toBe('a:1')
    expect(await kept('b', 3)).toBe('b:4')
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const kept = keptReads(
      async () => {
        if (fail) throw new Error('database down')
        return 'read'
      },
      { keepMs: 10_000, maxKeys: 2 },
    )
    await expect(kept('a', 0)).rejects.toThrow('database down')
    fail = false
    expect(await kept('a', 1)).toBe('read')
  })
})
