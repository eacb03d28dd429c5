/**
 * `url` without the site's own origin ('https://school.example/api/media/…' becomes
 * '/api/media/…'), so a page repeats no host in every picture address, and a page rendered under
 * one address works under another. Addresses on other hosts (a CDN, a bucket) stay whole.
 */
export function withoutOwnOrigin(url: string, siteUrl: string): string {
  const origin = new URL(siteUrl).origin
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}
