import { env, serverUrlIsSet } from '@/lib/env'

const first = (value: string | null) => value?.split(',')[0]?.trim() || null

/**
 * The site's own address for links a page or file carries away (feeds, the calendar file):
 * SERVER_URL when the operator set it, otherwise the address the visitor asked for, so a site
 * started without it does not hand out 'localhost'. A proxy's X-Forwarded-Host and -Proto count
 * only when a proxy is trusted (TRUSTED_PROXY_HOPS), as for visitors' addresses.
 */
export function siteOrigin(
  request: Request,
  configured: string | null = serverUrlIsSet ? env.SERVER_URL : null,
  trustedHops: number = env.TRUSTED_PROXY_HOPS,
): string {
  if (configured) return new URL(configured).origin
  const url = new URL(request.url)
  const proxied = trustedHops > 0
  const host =
    (proxied && first(request.headers.get('x-forwarded-host'))) ||
    request.headers.get('host') ||
    url.host
  const scheme = (proxied && first(request.headers.get('x-forwarded-proto'))) || url.protocol
  const protocol = scheme.replace(/:$/, '') === 'https' ? 'https' : 'http'
  try {
    return new URL(`${protocol}://${host}`).origin
  } catch {
    return new URL(env.SERVER_URL).origin
  }
}
