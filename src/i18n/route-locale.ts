import 'server-only'

import { locale as rootLocale } from 'next/root-params'
import { cache } from 'react'

import { DEFAULT_LOCALE, isLocale, otherLocale, type Locale } from './locales'

/**
 * The language of the page being rendered, from its address's root segment (`/[locale]/…`);
 * English for an unknown one. Reading it needs no request headers, so a page rendered on first
 * visit stays cacheable. Undefined where the address has no such segment: route handlers, server
 * actions and the 404 of an address no route matches (which then read the language the proxy
 * put on the request), scripts and tests.
 */
export async function routeLocale(): Promise<Locale | undefined> {
  let locale: unknown
  try {
    locale = await rootLocale()
  } catch {
    return undefined
  }
  if (locale === undefined) return undefined
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The language a page outside the `[locale]` tree set for its render (one per request). */
const pageLocale = cache((): { locale?: Locale } => ({}))

/**
 * For a page outside the `[locale]` tree that knows its language (the 404 of an unknown address,
 * from the proxy's mark): its content reads, down to the header and footer, use that language.
 */
export function setContentLocale(locale: Locale): void {
  pageLocale().locale = locale
}

/**
 * The locale arguments of a content read: the page's language, falling back to the other one for
 * any text staff have not written in it. Outside a page render (the API, scripts, tests) English.
 */
export async function contentLocale(): Promise<{ locale: Locale; fallbackLocale: Locale }> {
  const locale = (await routeLocale()) ?? pageLocale().locale ?? DEFAULT_LOCALE
  return { locale, fallbackLocale: otherLocale(locale) }
}
