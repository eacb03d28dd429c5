import { describe, expect, it } from 'vitest'

import { oneAtATime } from './one-at-a-time'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('oneAtATime', () => {
  it('never overlaps runs of one key, even when one fails', async () => {
    let running = 0
    let most = 0
    const run = (fail: boolean) =>
      oneAtATime('k', async () => {
        running += 1
        most = Math.max(most, running)
        await pause(5)
        running -= 1
        if (fail) throw new Error('failed')
        return 'done'
      })
    const results = await Promise.allSettled([run(false), run(true), run(false)])
    expect(most).toBe(1)
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })

  it('lets runs of different keys overlap', async () => {
    let running = 0
    let most = 0
    const run = (key: string) =>
      oneAtATime(key, async () => {
        running += 1
        most = Math.max(most, running)
        await pause(5)
        running -= 1
      })
    await Promise.all([run('a'), run('b')])
    expect(most).toBe(2)
  })
})
