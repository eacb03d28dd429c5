'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { Link } from '@/components/ui/link.client'

export type TickerNotice = { id: number; title: string }

const INTERVAL_MS = 6000
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

/**
 * The newest notices in the top bar, one at a time. It waits while the pointer or focus is on
 * it, has a pause button (WCAG 2.2.2), and stands still for people who ask for less motion.
 */
export function NoticeTicker({ notices }: { notices: TickerNotice[] }) {
  const t = useTranslations('NoticeTicker')
  const [index, setIndex] = useState(0)
  const reducedMotion = useSyncExternalStore(
    subscribeToMotionPreference,
    prefersReducedMotion,
    () => false,
  )
  // The visitor's own Pause or Play wins over the motion preference.
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null)
  const paused = choice ? choice === 'paused' : reducedMotion
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (paused || held || notices.length < 2) return
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % notices.length),
      INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [paused, held, notices.length])

  return (
    <div
      role="region"
      aria-label={t('label')}
      className="flex h-full min-w-0 flex-1 items-center gap-2"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
    >
      <Link
        href="/notices"
        className="inline-flex min-h-6 shrink-0 items-center rounded bg-accent-500 px-1.5 text-[0.7rem] font-bold tracking-wide text-slate-950 uppercase hover:bg-white focus-visible:outline-2 focus-visible:outline-white"
      >
        {t('notices')}
      </Link>
      <ul className="h-full min-w-0 flex-1 overflow-hidden">
        {notices.map((notice, i) => (
          <li key={notice.id} hidden={i !== index} className="ticker-in h-full">
            <Link
              href={`/notices/${notice.id}`}
              className="flex h-full items-center hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              <span className="truncate">{notice.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {notices.length > 1 ? (
        <button
          type="button"
          onClick={() => setChoice(paused ? 'playing' : 'paused')}
          aria-label={paused ? t('play') : t('pause')}
          className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2h3v12H4zm5 0h3v12H9z" />}
          </svg>
        </button>
      ) : null}
    </div>
  )
}
