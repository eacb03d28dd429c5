import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { CATALOGUES } from './catalogues'
import { DEFAULT_LOCALE, LOCALES } from './locales'

export type { Messages } from './catalogues'

/** The language and catalogue of each request; the page fixes the language (see enterLocale). */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE
  return { locale, messages: CATALOGUES[locale], timeZone: 'Asia/Dhaka' }
})
