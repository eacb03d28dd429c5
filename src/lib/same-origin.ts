import { env } from '@/lib/env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request that changes something was sent by another site's page (a cross-site form or
 * script riding on the visitor's cookies: sign-in CSRF, say). Browsers tell with Sec-Fetch-Site
 * and Origin; a request with neither comes from an app or a script, which carries no victim's
 * cookies, and passes.
 */
export function isCrossSiteWrite(request: Request, siteUrl: string = env.SERVER_URL): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  if (origin === 'null') return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  if (host === new URL(siteUrl).host) return false
  // The address the browser used (a second name for the site, or the port a test server runs on).
  const requested = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  return host !== requested
}
