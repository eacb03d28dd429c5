/**
 * Headers sent with every response (public pages, the admin panel, the API and files).
 *
 * Scripts: a page rendered for each request (sign-in, sign-up, password pages, the own profile,
 * searches, the admin panel) gets a fresh nonce, and only scripts carrying it run ('strict-dynamic'
 * lets them load the chunks they need). Public pages are rendered once and served from the cache
 * to everyone, so they cannot carry a per-request nonce, and Next.js writes each page's data as
 * inline scripts; their policy allows the site's own inline scripts and keeps everything else out
 * (no other origin's script, no plug-ins, no <base> tricks, no framing, forms post only here).
 * docs/security.md ("Security and logs") explains the trade.
 */
type Options = { production: boolean; https: boolean }

type PolicyOptions = Options & { nonce?: string; wasm?: boolean }

export function contentSecurityPolicy({ production, https, nonce, wasm }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code; the production build does not.
    'script-src': [
      ...(nonce
        ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
        : ["'self'", "'unsafe-inline'"]),
      ...(production ? [] : ["'unsafe-eval'"]),
      // The gate's QR reader is WebAssembly, which compiles only with this (no eval of text).
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
    ],
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

/** No page needs the camera, microphone, location, payment or USB APIs of the browser… */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** …but the reunion gate, which reads entry cards' QR codes with the phone's camera. */
export const CAMERA_PAGES = ['/check-in']

export const CAMERA_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')

export function usesCamera(pathname: string): boolean {
  return CAMERA_PAGES.includes(pathname)
}

/** The headers every response shares; the policy itself is set per request by the proxy. */
export function securityHeaders(options: Options): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(options.production && options.https
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ]
}

/** Pages that are rendered for each request anyway, so they can carry a nonce. */
const PER_REQUEST_PAGES = new Set([
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/user-profile',
])
// A mark sheet's print and verify pages (/results/{code}/…) are read per request; /results is cached.
// An SMS's stop link (/stop/{code}) asks whether the number already stopped.
const PER_REQUEST_PREFIXES = [
  '/list/',
  '/alumni-association/details/',
  '/admin/',
  '/results/',
  '/stop/',
]

export function rendersPerRequest(pathname: string): boolean {
  return (
    PER_REQUEST_PAGES.has(pathname) ||
    pathname === '/admin' ||
    PER_REQUEST_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  )
}

/** 128 random bits, as the policy's nonce. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
