import { describe, expect, it } from 'vitest'

import {
  ABOUT_BN,
  calendarEntryBn,
  CALENDAR_BN,
  CLASSES_BN,
  classTextsBn,
  NOTICE_CATEGORIES_BN,
  NOTICES_BN,
  STATS_LABELS_BN,
  TERMS_BN,
} from './bangla'
import {
  ALUMNI_EVENTS_BN,
  ARTICLES_BN,
  BLOGS_BN,
  EVENTS_BN,
  NEWS_BN,
  PARAGRAPHS_BN,
  VENUES_BN,
} from './bangla-stories'
import { calendarEntriesFor } from './calendar'
import { NOTICE_CATEGORIES, NOTICES } from './notices'
import { CLASSES } from './school'
import {
  ALUMNI_EVENTS,
  ARTICLES,
  BLOGS,
  EVENTS,
  NEWS,
  PARAGRAPHS,
  storyParagraphs,
} from './stories'

const BANGLA = /[\u0980-\u09FF]/
/** A text with no run of three English words: Bangla, names and codes aside. */
const ENGLISH_PHRASE = /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/

/** `translations` has a Bangla text for exactly the English `keys`. */
function translatesEvery(keys: readonly string[], translations: Record<string, unknown>) {
  expect(Object.keys(translations).sort()).toEqual([...new Set(keys)].sort())
  for (const [english, bn] of Object.entries(translations)) {
    const text = JSON.stringify(bn)
    expect(text, english).toMatch(BANGLA)
    expect(text, english).not.toMatch(ENGLISH_PHRASE)
  }
}

describe('Bangla demo content', () => {
  it('has every news item, event, blog, article and alumni event in Bangla', () => {
    translatesEvery(
      NEWS.map((item) => item.title),
      NEWS_BN,
    )
    translatesEvery(
      EVENTS.map((item) => item.name),
      EVENTS_BN,
    )
    translatesEvery(
      EVENTS.map((item) => item.venue),
      VENUES_BN,
    )
    translatesEvery(BLOGS, BLOGS_BN)
    translatesEvery(ARTICLES, ARTICLES_BN)
    translatesEvery(
      ALUMNI_EVENTS.map((item) => item.name),
      ALUMNI_EVENTS_BN,
    )
  })

  it('has a Bangla twin of every shared story paragraph', () => {
    expect(PARAGRAPHS_BN).toHaveLength(PARAGRAPHS.length)
    for (const text of storyParagraphs('ক', 4, 3, PARAGRAPHS_BN)) expect(text).toMatch(BANGLA)
  })

  it('has every class, notice, notice category and setting text in Bangla', () => {
    translatesEvery(
      CLASSES.map((item) => item.name),
      CLASSES_BN,
    )
    const texts = classTextsBn('ষষ্ঠ শ্রেণি', 6)
    expect([texts.short_description, ...texts.long_description].join(' ')).not.toMatch(/[A-Za-z]/)
    translatesEvery(NOTICE_CATEGORIES, NOTICE_CATEGORIES_BN)
    translatesEvery(
      NOTICES.map((item) => item.title),
      NOTICES_BN,
    )
    for (const label of STATS_LABELS_BN) expect(label).toMatch(BANGLA)
    for (const text of [...ABOUT_BN.principal_message, ...TERMS_BN.content])
      expect(text).not.toMatch(ENGLISH_PHRASE)
  })

  it('has every calendar entry and its note in Bangla, moon dates included', () => {
    const entries = calendarEntriesFor(2026)
    translatesEvery(
      entries.map((entry) => entry.title),
      CALENDAR_BN,
    )
    for (const entry of entries) {
      const bn = calendarEntryBn(entry)
      expect(bn.title, entry.title).toMatch(BANGLA)
      expect(bn.description === null, entry.title).toBe(!entry.description)
      if (bn.description) expect(bn.description, entry.title).not.toMatch(ENGLISH_PHRASE)
    }
  })
})
