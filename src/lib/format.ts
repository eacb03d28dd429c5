import type { Locale } from '@/i18n/locales'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'

/**
 * Dates read 'January 05, 2025' across the site, as on the old site, in Bangladesh time; on Bangla pages
 * '২২ নভেম্বর ২০২৬', in Bengali digits.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: '2-digit',
  year: 'numeric',
  timeZone: SCHOOL_TIME_ZONE,
})
const BANGLA_DATE = new Intl.DateTimeFormat('bn-BD', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SCHOOL_TIME_ZONE,
})

const FALLBACK: Record<Locale, string> = { en: 'Date unavailable', bn: 'তারিখ জানা নেই' }

/** A date in the page's language; `fallback` replaces a missing or unreadable one. */
export function formatDate(
  value: string | Date | null | undefined,
  locale: Locale,
  fallback?: string,
): string {
  const date = !value ? null : value instanceof Date ? value : new Date(value)
  if (!date || Number.isNaN(date.getTime())) return fallback ?? FALLBACK[locale]
  if (locale === 'en') return LONG_DATE.format(date)
  // Day, month and year separated by spaces, as Bangla newspapers print them.
  return BANGLA_DATE.formatToParts(date)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ')
}

const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US'),
  bn: new Intl.NumberFormat('bn-BD'),
}

/** A count or amount in the page's digits (identifiers and phone numbers are never formatted). */
export function formatNumber(value: number, locale: Locale): string {
  return NUMBERS[locale].format(value)
}

const COUNTS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { useGrouping: false }),
  bn: new Intl.NumberFormat('bn-BD', { useGrouping: false }),
}

/** A character count as forms show it ('0/1000'): no thousands separator, the page's digits. */
export function formatCount(value: number, locale: Locale): string {
  return COUNTS[locale].format(value)
}

/** Cuts text to `max` characters and appends an ellipsis when something was cut. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim()
  return value.length > max ? `${value.slice(0, max).trimEnd()}...` : value
}

/** The old site's truncation lengths (docs/decisions.md, 'Addresses, words and numbers'). */
export const TRUNCATE = {
  title: 50,
  carouselTitle: 25,
  description: 100,
  classDescription: 50,
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
