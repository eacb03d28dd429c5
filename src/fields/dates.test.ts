import { describe, expect, it } from 'vitest'

import { notBefore } from './dates'

const endAfterStart = notBefore('start_date', 'The last day cannot be before the first day.')
const check = (value: string | null, siblingData: Record<string, unknown>) =>
  endAfterStart(value as unknown as Date, { siblingData } as Parameters<typeof endAfterStart>[1])

describe('notBefore', () => {
  it('accepts the same day or a later one', () => {
    expect(check('2026-03-05', { start_date: '2026-03-05' })).toBe(true)
    expect(check('2026-03-06T00:00:00.000Z', { start_date: '2026-03-05T00:00:00.000Z' })).toBe(true)
  })

  it('refuses an earlier day with the message given', () => {
    expect(check('2026-03-04', { start_date: '2026-03-05' })).toBe(
      'The last day cannot be before the first day.',
    )
  })

  it('has nothing to compare when either date is empty', () => {
    expect(check(null, { start_date: '2026-03-05' })).toBe(true)
    expect(check('2026-03-04', {})).toBe(true)
  })
})
