import { DEFAULT_LOCALE, isLocale, localePath } from '@/i18n/locales'

/** Where the admin's Preview button goes: staff only, it turns on draft mode and opens the page. */
export const PREVIEW_ROUTE = '/api/preview'

/** The admin's preview address of a site page (`path` as in English), in the edited language. */
export function previewUrl(path: string, locale: unknown): string {
  const params = new URLSearchParams({ path, locale: isLocale(locale) ? locale : DEFAULT_LOCALE })
  return `${PREVIEW_ROUTE}?${params.toString()}`
}

/** The page a preview address opens, in its language; null unless it is a path on this site. */
export function previewTarget(params: URLSearchParams): string | null {
  const path = params.get('path') ?? ''
  // Only an address on this site: never another host ("//…", "/\…") or a bare word.
  if (!/^\/(?![/\\])[^\s]*$/.test(path)) return null
  const locale = params.get('locale')
  return localePath(path, isLocale(locale) ? locale : DEFAULT_LOCALE)
}
