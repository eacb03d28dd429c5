/**
 * The site's two languages: English at the old site's routes, Bangla under /bn. Pure helpers shared by
 * the proxy, links, the language switcher and the sitemap.
 */
export const LOCALES = ['en', 'bn'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The cookie that remembers a visitor's choice of language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'

/** The request header that carries the page's language to server actions (next-intl reads it). */
export const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE'

/** Names of the languages in their own script, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' }

/** BCP 47 tags for Intl formatting and Open Graph. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-BD', bn: 'bn-BD' }

/** The language a text falls back to when it is not written in `locale` (each falls back to the other). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'bn' : 'en'
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * Addresses that are the same in every language: the API, the admin panel, the build's files,
 * files by name (pictures, feeds, the calendar file, robots.txt), attachment and institution file
 * downloads and the benchmark's control page.
 */
const SHARED_PATH =
  /^\/(?:api|admin|_next|bench-control)(?:\/|$)|\.\w+$|^\/notices\/[^/]+\/files\/|^\/institution\/files\//

export function isLocalisedPath(pathname: string): boolean {
  return !SHARED_PATH.test(pathname)
}

/** Splits a visible address into its language and the path the old site used. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(bn|en)(?=\/|$)(.*)$/.exec(pathname)
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' }
  return { locale: match[1] as Locale, path: match[2] || '/' }
}

/** The visible address of `path` in `locale`: '/news' stays '/news' in English, '/bn/news' in Bangla. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path
  if (!isLocalisedPath(path.split(/[?#]/, 1)[0] ?? path)) return path
  return path === '/'
    ? '/bn'
    : path.startsWith('/?') || path.startsWith('/#')
      ? `/bn${path.slice(1)}`
      : `/bn${path}`
}

/** A page's canonical address in its language and its `hreflang` alternates (for metadata). */
export function pageAlternates(path: string, locale: Locale) {
  return {
    canonical: localePath(path, locale),
    languages: Object.fromEntries([
      ...LOCALES.map((other) => [LOCALE_TAGS[other], localePath(path, other)]),
      ['x-default', path],
    ]),
  }
}
