import { describe, expect, it } from 'vitest'

import type { AlertDto } from './dto'
import { inShowingOrder, toAlertDto } from './dto'
import {
  alertsToShow,
  closedAlertsCookie,
  dismissKey,
  msUntilNextEnd,
  readClosedAlerts,
} from './showing'

const NOW = Date.parse('2026-11-26T10:00:00.000Z')

function alert(id: number, level: AlertDto['level'], until: string, updated = NOW): AlertDto {
  return { id, message: `Alert ${id}`, level, until, updated_at: new Date(updated).toISOString() }
}

const closure = alert(1, 'danger', '2026-11-26T12:00:00.000Z')
const ended = alert(2, 'info', '2026-11-26T09:59:59.000Z')
const storm = alert(3, 'warning', '2026-11-26T10:00:30.000Z')

describe('alertsToShow', () => {
  it('drops alerts whose time is up, at the exact moment', () => {
    expect(alertsToShow([closure, ended, storm], NOW, new Set()).map((a) => a.id)).toEqual([1, 3])
    expect(alertsToShow([storm], Date.parse(storm.until), new Set())).toEqual([])
  })

  it('drops an alert the visitor closed, but shows it again once staff change it', () => {
    const dismissed = new Set([dismissKey(closure)])
    expect(alertsToShow([closure, storm], NOW, dismissed).map((a) => a.id)).toEqual([3])
    const edited = alert(1, 'danger', closure.until, NOW + 60_000)
    expect(alertsToShow([edited], NOW, dismissed).map((a) => a.id)).toEqual([1])
  })
})

describe('msUntilNextEnd', () => {
  it('counts to the first end among the shown alerts', () => {
    expect(msUntilNextEnd([closure, storm], NOW)).toBe(30_000)
    expect(msUntilNextEnd([], NOW)).toBeNull()
  })
})

describe('the closed-alerts cookie', () => {
  it('keeps the closed alerts for the session and reads them back among other cookies', () => {
    const closed = [dismissKey(closure), dismissKey(storm)]
    const cookie = closedAlertsCookie(closed, true)
    expect(cookie).toMatch(/^closed-alerts=[^;]+; path=\/; SameSite=Lax; Secure$/)
    expect(cookie).not.toMatch(/max-age|expires/i)
    const header = `signed-in=1; ${cookie.split(';')[0]}; theme=dark`
    expect([...readClosedAlerts(header)]).toEqual(closed)
  })

  it('forgets the oldest beyond twenty and ignores anything malformed', () => {
    const many = Array.from({ length: 25 }, (_, i) => `${i}@${NOW}`)
    const kept = readClosedAlerts(closedAlertsCookie(many, false).split(';')[0]!)
    expect(kept.size).toBe(20)
    expect(kept.has(`0@${NOW}`)).toBe(false)
    expect(kept.has(`24@${NOW}`)).toBe(true)
    expect(readClosedAlerts('closed-alerts=<script>_1@x_2@3').size).toBe(1)
    expect(readClosedAlerts('').size).toBe(0)
  })
})

describe('inShowingOrder', () => {
  it('puts the most urgent first, then the one ending soonest', () => {
    const soonInfo = alert(4, 'info', '2026-11-26T10:05:00.000Z')
    const laterInfo = alert(5, 'info', '2026-11-26T11:00:00.000Z')
    const order = inShowingOrder([laterInfo, storm, soonInfo, closure]).map((a) => a.id)
    expect(order).toEqual([1, 3, 4, 5])
  })
})

describe('toAlertDto', () => {
  it('gives times as ISO 8601 in UTC', () => {
    const dto = toAlertDto({
      id: 7,
      message: 'School closed',
      level: 'danger',
      until: '2026-11-26T18:00:00+06:00',
      updatedAt: '2026-11-26T04:00:00.000Z',
    })
    expect(dto).toEqual({
      id: 7,
      message: 'School closed',
      level: 'danger',
      until: '2026-11-26T12:00:00.000Z',
      updated_at: '2026-11-26T04:00:00.000Z',
    })
  })
})
