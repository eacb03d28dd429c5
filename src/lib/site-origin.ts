import { env, serverUrlIsSet } from '@/lib/env'

const first = (value: string | null) => value?.split(',')[0]?.trim() || null

/**
 * The host (name and port, lower case, no default port) a request was sent to: its Host header,
 * or a proxy's X-Forwarded-Host when proxies are trusted (TRUSTED_PROXY_HOPS), as for visitors'
 * addresses. Null when there is none, or it is not a host.
 */
export function requestedHost(
  headers: Headers,
  trustedHops: number = env.TRUSTED_PROXY_HOPS,
): string | null {
  const host = (trustedHops > 0 && first(headers.get('x-forwarded-host'))) || headers.get('host')
  return host ? hostOf(`http://${host}`) : null
}

function hostOf(url: string): string | null {
  try {
    const { host, pathname, search, username } = new URL(url)
    return pathname === '/' && !search && !username && host ? host : null
  } catch {
    return null
  }
}

/** The hosts the site answers at: SERVER_URL's, then those of EXTRA_SERVER_URLS. */
export function siteHosts(
  serverUrl: string = env.SERVER_URL,
  extra: string[] = env.EXTRA_SERVER_URLS,
): string[] {
  return [...new Set([serverUrl, ...extra].map((url) => new URL(url).host))]
}

/**
 * The origins a browser on the site sends with its requests, for Payload's CSRF and CORS lists:
 * each of the site's hosts by http and by https, since a proxy in front may end TLS and the
 * host, not the scheme, tells the school's own pages from another website's.
 */
export function siteOrigins(hosts: string[] = siteHosts()): string[] {
  return hosts.flatMap((host) => [`https://${host}`, `http://${host}`])
}

/**
 * Where a request for a page at an address the site is not set up for goes: the same page at
 * SERVER_URL, so the admin's saves and members' sessions work there (the session cookie and the
 * CSRF checks belong to the configured addresses). The admin panel is served at SERVER_URL only,
 * since Payload's panel calls the API there. Null to serve the request as it is: the site's own
 * hosts, requests that change something, the API (apps, health checks and the job runner call it
 * by IP address) and the build's files.
 */
export function canonicalRedirect(
  request: { method: string; url: string; headers: Headers },
  serverUrl: string = env.SERVER_URL,
  hosts: string[] = siteHosts(serverUrl),
  trustedHops: number = env.TRUSTED_PROXY_HOPS,
): URL | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const { pathname, search } = new URL(request.url)
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return null
  const host = requestedHost(request.headers, trustedHops)
  if (host === null || host === new URL(serverUrl).host) return null
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  if (!admin && hosts.includes(host)) return null
  return new URL(`${pathname}${search}`, serverUrl)
}

/**
 * The site's own address for links a page or file carries away (feeds, the calendar file):
 * SERVER_URL when the operator set it, otherwise the address the visitor asked for, so a site
 * started without it does not hand out 'localhost'.
 */
export function siteOrigin(
  request: Request,
  configured: string | null = serverUrlIsSet ? env.SERVER_URL : null,
  trustedHops: number = env.TRUSTED_PROXY_HOPS,
): string {
  if (configured) return new URL(configured).origin
  const host = requestedHost(request.headers, trustedHops)
  if (host === null) return new URL(env.SERVER_URL).origin
  const scheme =
    (trustedHops > 0 && first(request.headers.get('x-forwarded-proto'))) ||
    new URL(request.url).protocol
  const protocol = scheme.replace(/:$/, '') === 'https' ? 'https' : 'http'
  return new URL(`${protocol}://${host}`).origin
}
