/** Dates read 'January 05, 2025' across the site (spec 9), in Bangladesh time. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Dhaka',
})

export function formatDate(
  value: string | Date | null | undefined,
  fallback = 'Date unavailable',
): string {
  if (!value) return fallback
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? fallback : LONG_DATE.format(date)
}

/** Cuts text to `max` characters and appends an ellipsis when something was cut (spec 9). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim()
  return value.length > max ? `${value.slice(0, max).trimEnd()}...` : value
}

/** Truncation lengths of spec 9, in one place. */
export const TRUNCATE = {
  title: 50,
  carouselTitle: 25,
  description: 100,
  classDescription: 50,
  subtitle: 50,
} as const
