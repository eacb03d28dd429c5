import { describe, expect, it } from 'vitest'

import { formatCount, formatDate, formatNumber, formatStaffDate, truncate } from './format'

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
  it('keeps text that fits, and an empty value empty', () => {
    expect(truncate('Sports day', 25)).toBe('Sports day')
    expect(truncate('  Sports day  ', 10)).toBe('Sports day')
    expect(truncate(null, 10)).toBe('')
  })

  it('cuts between words, the ellipsis within the length', () => {
    const cut = truncate('Admission for Class 6 opens on 1 December', 25)
    expect(cut).toBe('Admission for Class 6…')
    expect(cut.length).toBeLessThanOrEqual(25)
    expect(truncate('Annual Science Fair and Exhibition 2026', 25)).toBe('Annual Science Fair and…')
  })

  it('keeps a word that ends exactly where the room does', () => {
    expect(truncate('Annual Science Fair 2026 in the hall', 25)).toBe('Annual Science Fair 2026…')
  })

  it('does not end on a comma, a dash or an ampersand', () => {
    expect(truncate('History of Padmapar Ideal School & College', 35)).toBe(
      'History of Padmapar Ideal School…',
    )
    expect(truncate('Sports, games, songs and more', 14)).toBe('Sports, games…')
    expect(truncate('Victory Day — songs of 1971', 14)).toBe('Victory Day…')
  })

  it('keeps only whole words, even when a long word leaves little', () => {
    expect(truncate('এসএসসি পরীক্ষার্থীদের জন্য ক্যারিয়ার পরামর্শ সেমিনার', 20)).toBe('এসএসসি…')
  })

  it('cuts a first word longer than the room between whole letters', () => {
    expect(truncate('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…')
    // 'কি' is a consonant with its vowel sign: never split.
    const bangla = truncate('কিকিকিকিকিকি', 6)
    expect(bangla).toBe('কিকি…')
  })

  it('cuts Bangla headlines between words too', () => {
    const cut = truncate('ষষ্ঠ শ্রেণির ভর্তি শুরু হবে ১ ডিসেম্বর', 25)
    expect(cut).toBe('ষষ্ঠ শ্রেণির ভর্তি শুরু…')
    expect(cut.length).toBeLessThanOrEqual(25)
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

describe('formatStaffDate', () => {
  it('writes day, month and year in Bangladesh time, in the panel language’s digits', () => {
    expect(formatStaffDate('2026-11-25T19:00:00Z', 'en')).toBe('26 November 2026')
    expect(formatStaffDate('2026-11-25T19:00:00Z', 'bn')).toBe('২৬ নভেম্বর ২০২৬')
  })

  it('adds the time of day when asked, in both languages', () => {
    expect(formatStaffDate('2026-11-26T11:29:00Z', 'en', { time: true })).toBe(
      '26 November 2026, 5:29 PM',
    )
    expect(formatStaffDate('2026-11-26T02:05:00Z', 'bn', { time: true })).toBe(
      '২৬ নভেম্বর ২০২৬, ৮:০৫ পূর্বাহ্ন',
    )
  })

  it('falls back when there is no date', () => {
    expect(formatStaffDate(null, 'bn')).toBe('তারিখ জানা নেই')
  })
})
