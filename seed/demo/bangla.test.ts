import { describe, expect, it } from 'vitest'

import {
  CALENDAR_BN,
  CLASSES_BN,
  EVENTS_BN,
  NEWS_BN,
  NOTICE_CATEGORIES_BN,
  NOTICES_BN,
  STATS_LABELS_BN,
} from './bangla'
import { calendarEntriesFor } from './calendar'
import { NOTICE_CATEGORIES, NOTICES } from './notices'
import { CLASSES } from './school'
import { EVENTS, NEWS } from './stories'

const BANGLA = /[\u0980-\u09FF]/

describe('Bangla demo content', () => {
  it('translates items the demo really has, into Bangla', () => {
    const news = new Set(NEWS.map((item) => item.title))
    const events = new Set(EVENTS.map((item) => item.name))
    const classes = new Set(CLASSES.map((item) => item.name))
    for (const [english, bn] of Object.entries(NEWS_BN)) {
      expect(news.has(english), english).toBe(true)
      expect(bn.title).toMatch(BANGLA)
    }
    for (const [english, bn] of Object.entries(EVENTS_BN)) {
      expect(events.has(english), english).toBe(true)
      expect(bn.name).toMatch(BANGLA)
    }
    for (const english of Object.keys(CLASSES_BN)) expect(classes.has(english), english).toBe(true)
  })

  it('translates every notice category, the newest notices and most of the calendar', () => {
    expect(Object.keys(NOTICE_CATEGORIES_BN).sort()).toEqual([...NOTICE_CATEGORIES].sort())
    const notices = new Set(NOTICES.map((item) => item.title))
    for (const [english, bn] of Object.entries(NOTICES_BN)) {
      expect(notices.has(english), english).toBe(true)
      expect(bn.title).toMatch(BANGLA)
    }
    const calendar = new Set(calendarEntriesFor(2026).map((item) => item.title))
    for (const [english, bn] of Object.entries(CALENDAR_BN)) {
      expect(calendar.has(english), english).toBe(true)
      expect(bn).toMatch(BANGLA)
    }
    expect(Object.keys(CALENDAR_BN).length).toBeLessThan(calendar.size)
    for (const label of STATS_LABELS_BN) expect(label).toMatch(BANGLA)
  })

  it('leaves a share of the news in English only, so Bangla pages show the fallback', () => {
    const translated = Object.keys(NEWS_BN).length
    expect(translated).toBeGreaterThanOrEqual(NEWS.length / 3)
    expect(translated).toBeLessThan(NEWS.length)
  })
})
