import { describe, expect, it } from 'vitest'

import { isQuietHour, smsSendingTime } from './quiet-hours'

/** An instant given in Dhaka time (UTC+6). */
const dhaka = (local: string) => new Date(`${local}+06:00`)

describe('quiet hours', () => {
  it('are 21:00 to 08:00 in Dhaka', () => {
    expect(isQuietHour(dhaka('2026-11-26T20:59:59'))).toBe(false)
    expect(isQuietHour(dhaka('2026-11-26T21:00:00'))).toBe(true)
    expect(isQuietHour(dhaka('2026-11-27T07:59:59'))).toBe(true)
    expect(isQuietHour(dhaka('2026-11-27T08:00:00'))).toBe(false)
  })

  it('hold an evening message until the next morning at 08:00', () => {
    expect(smsSendingTime(dhaka('2026-11-26T22:30:00'), false)).toEqual(
      dhaka('2026-11-27T08:00:00'),
    )
    expect(smsSendingTime(dhaka('2026-12-31T23:59:00'), false)).toEqual(
      dhaka('2027-01-01T08:00:00'),
    )
  })

  it('hold an early-morning message until 08:00 the same day', () => {
    expect(smsSendingTime(dhaka('2026-11-27T05:15:00'), false)).toEqual(
      dhaka('2026-11-27T08:00:00'),
    )
  })

  it('let daytime and urgent messages go at once', () => {
    const noon = dhaka('2026-11-27T12:00:00')
    expect(smsSendingTime(noon, false)).toEqual(noon)
    const night = dhaka('2026-11-26T23:00:00')
    expect(smsSendingTime(night, true)).toEqual(night)
  })
})
