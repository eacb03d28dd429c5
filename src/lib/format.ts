import type { Locale } from '@/i18n/locales'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'

/**
 * One formatter per language, made the first time that language asks for it: making an Intl
 * formatter costs a slow phone milliseconds, and a page needs the formatters of its own language
 * only (most pages' scripts need none).
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>()
  return (locale) => {
    let formatter = made.get(locale)
    if (formatter === undefined) {
      formatter = make(locale)
      made.set(locale, formatter)
    }
    return formatter
  }
}

/**
 * Dates read 'January 05, 2025' across the site, as on the old site, in Bangladesh time; on Bangla pages
 * '২২ নভেম্বর ২০২৬', in Bengali digits.
 */
const LONG_DATE = perLocale((locale) =>
  locale === 'en'
    ? new Intl.DateTimeFormat('en-US', {
        month: 'long',
        day: '2-digit',
        year: 'numeric',
        timeZone: SCHOOL_TIME_ZONE,
      })
    : new Intl.DateTimeFormat('bn-BD', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: SCHOOL_TIME_ZONE,
      }),
)

const FALLBACK: Record<Locale, string> = { en: 'Date unavailable', bn: 'তারিখ জানা নেই' }

/** A date in the page's language; `fallback` replaces a missing or unreadable one. */
export function formatDate(
  value: string | Date | null | undefined,
  locale: Locale,
  fallback?: string,
): string {
  const date = !value ? null : value instanceof Date ? value : new Date(value)
  if (!date || Number.isNaN(date.getTime())) return fallback ?? FALLBACK[locale]
  if (locale === 'en') return LONG_DATE(locale).format(date)
  // Day, month and year separated by spaces, as Bangla newspapers print them.
  return LONG_DATE(locale)
    .formatToParts(date)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ')
}

const STAFF_DATE_PARTS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: SCHOOL_TIME_ZONE,
}
const STAFF_DATE = perLocale(
  (locale) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'bn-BD', STAFF_DATE_PARTS),
)
/** The admin panel's words for morning and afternoon (Payload's date-fns Bangla says the same). */
const DAY_PERIOD: Record<Locale, Record<string, string>> = {
  en: { am: 'AM', pm: 'PM' },
  bn: { am: 'পূর্বাহ্ন', pm: 'অপরাহ্ন' },
}

/**
 * A date as the admin panel writes it, day-month-year in Bangladesh time: '26 November 2026'
 * ('২৬ নভেম্বর ২০২৬'), with `time` '26 November 2026, 5:29 PM' ('২৬ নভেম্বর ২০২৬, ৫:২৯ অপরাহ্ন').
 */
export function formatStaffDate(
  value: string | Date | null | undefined,
  locale: Locale,
  { time = false }: { time?: boolean } = {},
): string {
  const date = !value ? null : value instanceof Date ? value : new Date(value)
  if (!date || Number.isNaN(date.getTime())) return FALLBACK[locale]
  const part = Object.fromEntries(
    STAFF_DATE(locale)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  )
  const day = `${part.day} ${part.month} ${part.year}`
  if (!time) return day
  const period = DAY_PERIOD[locale][String(part.dayPeriod).toLowerCase()] ?? part.dayPeriod
  return `${day}, ${part.hour}:${part.minute} ${period}`
}

const NUMBERS = perLocale((locale) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'bn-BD'))

/** A count or amount in the page's digits (identifiers and phone numbers are never formatted). */
export function formatNumber(value: number, locale: Locale): string {
  return NUMBERS(locale).format(value)
}

/** An amount in taka, '৳1,500' ('৳১,৫০০' on Bangla pages); 0 reads as free elsewhere. */
export function formatTaka(value: number, locale: Locale = 'en'): string {
  return `৳${formatNumber(value, locale)}`
}

const COUNTS = perLocale(
  (locale) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'bn-BD', { useGrouping: false }),
)

/** A character count as forms show it ('0/1000'): no thousands separator, the page's digits. */
export function formatCount(value: number, locale: Locale): string {
  return COUNTS(locale).format(value)
}

const ELLIPSIS = '…'
/** What a cut should not end on: spaces, and punctuation that leads into the missing words. */
const DANGLING_END = /[\s,;:\-–—&/(]+$/u
/** A letter, a digit or a vowel sign: a cut just before one would split a word. */
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u

/** The text's letters as a reader sees them (a consonant with its vowel signs is one). */
function letters(value: string): Iterable<string> {
  // Browsers without Intl.Segmenter (Firefox before 125) fall back to code points.
  if (typeof Intl.Segmenter !== 'function') return Array.from(value)
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value)
  return Array.from(graphemes, ({ segment }) => segment)
}

/**
 * Shortens text to at most `max` characters, the ellipsis included. The cut falls between
 * words; only a first word longer than the room is cut inside, between whole letters (a Bangla
 * vowel sign stays with its consonant).
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim()
  if (value.length <= max) return value
  const room = max - ELLIPSIS.length
  let end = room
  while (end > 0 && WORD_CHARACTER.test(value.charAt(end))) end--
  let cut: string
  if (end > 0) cut = value.slice(0, end)
  else {
    cut = ''
    for (const letter of letters(value)) {
      if (cut.length + letter.length > room) break
      cut += letter
    }
  }
  return `${cut.replace(DANGLING_END, '')}${ELLIPSIS}`
}

/**
 * The old site's truncation lengths, as the most a shortened text may take with its ellipsis
 * (docs/decisions.md, 'Shortened titles end on a whole word').
 */
export const TRUNCATE = {
  title: 50,
  carouselTitle: 25,
  description: 100,
  classDescription: 50,
  /** A featured carousel card's short description. */
  carouselDescription: 50,
  subtitle: 50,
  /** A card's or a side list's short title. */
  shortTitle: 25,
  /** A title in a side list (recent or related items). */
  sideTitle: 30,
  /** A title on the narrowest cards. */
  compactTitle: 20,
  /** A news card's title, two lines at most. */
  cardTitle: 38,
  /** The lead story's summary. */
  leadSummary: 145,
  /** A notice's excerpt in the list. */
  noticeExcerpt: 160,
  /** A page's meta description, as search engines show it. */
  metaDescription: 160,
} as const
