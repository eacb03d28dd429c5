import { DEFAULT_LOCALE, isLocale, localePath } from '@/i18n/locales'

/** Where the admin's Preview button goes: staff only, it turns on draft mode and opens the page. */
export const PREVIEW_ROUTE = '/api/preview'

/** Where the preview bar's link goes: draft mode off, back to the same page. */
export const LEAVE_PREVIEW_ROUTE = '/api/preview/leave'

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

/** The page to return to on leaving preview: the referring page of this site, else the home page. */
export function leavePreviewTarget(referrer: string | null, origins: string[]): string {
  if (!referrer) return '/'
  try {
    const page = new URL(referrer)
    if (!origins.includes(page.origin) || page.pathname.startsWith(PREVIEW_ROUTE)) return '/'
    return `${page.pathname}${page.search}`
  } catch {
    return '/'
  }
}
