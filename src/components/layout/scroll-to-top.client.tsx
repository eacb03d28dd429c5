'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every route change starts at the top of the page. The first page is left alone:
 * on a slow phone the visitor may already have scrolled before the page came to life.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
