'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * A page's sections after its first: what globals.css leaves undrawn until they come near the
 * screen (`content-visibility`). The two selectors must stay the same.
 */
const UNDRAWN = 'main > section:not(:first-child):not([data-drawn])'

/** Safari has no idle callback; a short timer stands in. */
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 1000 })
    : setTimeout(run, 50)

/**
 * A phone's first paint does the first screen's work only; once the page has loaded, the rest is
 * drawn one section at a time while the phone is idle. Then the whole page is laid out for whatever
 * reads it whole (a section's link, accessibility checkers, printing) without one long pause.
 * `<html data-drawn>` says that every section is drawn.
 */
export function DrawRestOfPage() {
  const pathname = usePathname()
  useEffect(() => {
    const root = document.documentElement
    let stopped = false
    delete root.dataset.drawn
    const drawNext = () => {
      if (stopped) return
      const next = document.querySelector<HTMLElement>(UNDRAWN)
      if (!next) {
        root.dataset.drawn = ''
        return
      }
      next.dataset.drawn = ''
      whenIdle(drawNext)
    }
    const start = () => whenIdle(drawNext)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      stopped = true
      window.removeEventListener('load', start)
    }
  }, [pathname])
  return null
}
