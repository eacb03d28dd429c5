import { describe, expect, it } from 'vitest'

import { formatCount, formatDate, truncate, formatNumber } from './format'

describe('formatDate', () => {
  it('writes the long English form with a two-digit day', () => {
    expect(formatDate('2025-01-05T04:00:00.000Z', 'en')).toBe('January 05, 2025')
  })

  it('uses Bangladesh time, so a late-evening UTC time is already the next day', () => {
    expect(formatDate('2025-01-04T20:00:00.000Z', 'en')).toBe('January 05, 2025')
  })

  it('falls back when there is no usable date', () => {
    expect(formatDate(null, 'en')).toBe('Date unavailable')
    expect(formatDate('not a date', 'en', '')).toBe('')
  })
})

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('Sports day', 25)).toBe('Sports day')
    expect(truncate('Annual Science Fair and Exhibition 2026', 25)).toBe(
      'Annual Science Fair and E...',
    )
    expect(truncate(null, 10)).toBe('')
  })
})

describe('dates and numbers on Bangla pages', () => {
  it('writes the day, month and year in Bangla with Bengali digits', () => {
    expect(formatDate('2026-11-22T04:00:00Z', 'bn')).toBe('২২ নভেম্বর ২০২৬')
    expect(formatDate(null, 'bn')).toBe('তারিখ জানা নেই')
    expect(formatNumber(1250, 'bn')).toBe('১,২৫০')
    expect(formatNumber(1250, 'en')).toBe('1,250')
  })
})

describe('formatCount', () => {
  it('writes a character count without a thousands separator, in the page’s digits', () => {
    expect(formatCount(1000, 'en')).toBe('1000')
    expect(formatCount(1000, 'bn')).toBe('১০০০')
    expect(formatCount(0, 'bn')).toBe('০')
  })
})
