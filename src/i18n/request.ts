import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { SCHOOL_TIME_ZONE } from '@/lib/constants'

import { CATALOGUES } from './catalogues'
import { DEFAULT_LOCALE, LOCALES } from './locales'
import { routeLocale } from './route-locale'

export type { Messages } from './catalogues'

/**
 * The language and catalogue of each request: a page's comes from its address; a server action's
 * from the header the proxy sets (see src/proxy.ts).
 */
export default getRequestConfig(async (params) => {
  // `requestLocale` reads the request headers as soon as it is touched, which would turn a
  // cached page into a per-request one: it is read only where the address has no language.
  const requested = (await routeLocale()) ?? (await params.requestLocale)
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE
  return { locale, messages: CATALOGUES[locale], timeZone: SCHOOL_TIME_ZONE }
})
