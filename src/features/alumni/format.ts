import type { Locale } from '@/i18n/locales'

const BANGLA_YEAR = new Intl.NumberFormat('bn-BD', { useGrouping: false })

/** A passing or service year as printed: '2012' in English, '২০১২' in Bangla, never '2,012'. */
export function formatYear(year: number, locale: Locale): string {
  return locale === 'en' ? String(year) : BANGLA_YEAR.format(year)
}
