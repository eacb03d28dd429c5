'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

const unchanging = () => () => {}

/**
 * `path` on the site's own address: the configured one (SERVER_URL), or the one the browser shows
 * when none is configured, which the server rendering a cached page cannot know (null there).
 */
function useSiteAddress(path: string, configured: string | null, scheme?: 'webcal') {
  const origin = useSyncExternalStore(
    unchanging,
    () => configured ?? window.location.origin,
    () => configured,
  )
  if (!origin) return null
  const url = new URL(path, origin)
  return scheme ? `${scheme}://${url.host}${url.pathname}` : url.toString()
}

/** A link to `path` on the site's own address, in `scheme` (webcal: for calendar apps). */
export function SiteLink({
  path,
  configured,
  scheme,
  className,
  children,
}: {
  path: string
  configured: string | null
  scheme?: 'webcal'
  className?: string
  children: ReactNode
}) {
  const href = useSiteAddress(path, configured, scheme)
  return (
    <a href={href ?? path} className={className}>
      {children}
    </a>
  )
}

/** The whole address of `path` on the site, as text to copy. */
export function SiteAddress({ path, configured }: { path: string; configured: string | null }) {
  return useSiteAddress(path, configured) ?? path
}
