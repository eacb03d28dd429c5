/**
 * Headers sent with every response (public pages, the admin panel, the API and files).
 *
 * Scripts: public pages are rendered once and served from the cache to everyone, so they cannot
 * carry a per-request nonce, and Next.js writes each page's data as inline scripts; the policy
 * therefore allows the site's own inline scripts and keeps everything else out (no other
 * origin's script, no plug-ins, no <base> tricks, no framing of the site, forms post only here).
 */
type Options = { production: boolean; https: boolean }

export function contentSecurityPolicy({ production, https }: Options): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code; the production build does not.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:'])],
    'media-src': ["'self'", 'blob:'],
    // Videos open in a YouTube (or other https) player; the contact map is an https embed.
    'frame-src': ['https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** No page needs the camera, microphone, location, payment or USB APIs of the browser. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

export function securityHeaders(options: Options): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(options.production && options.https
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ]
}
