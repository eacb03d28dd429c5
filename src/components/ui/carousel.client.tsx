'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

/** How many slides show at each width (spec 9): 4, 2 under 1024 px, 1 under 640 px by default. */
const SLIDE_WIDTHS = {
  standard: 'w-full sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-3rem)/4)]',
  wideTablet: 'w-full md:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-3rem)/4)]',
} as const

type Props = {
  label: string
  slides: ReactNode[]
  widths?: keyof typeof SLIDE_WIDTHS
  /** Milliseconds between automatic moves; none when omitted or when less motion is asked for. */
  autoplay?: number
  /** 'next' shows only the forward arrow (the articles carousel). */
  arrows?: 'both' | 'next' | 'none'
  /** Wrap from the last slide back to the first. */
  loop?: boolean
}

/**
 * One carousel for the whole site: a swipeable scroll-snap row (touch and trackpad work
 * natively), arrow buttons for everyone else, optional autoplay that pauses on hover and focus.
 */
export function Carousel({
  label,
  slides,
  widths = 'standard',
  autoplay,
  arrows = 'both',
  loop = true,
}: Props) {
  const track = useRef<HTMLUListElement>(null)
  const [paused, setPaused] = useState(false)

  const move = useCallback(
    (direction: 1 | -1) => {
      const el = track.current
      if (!el) return
      const slide = el.firstElementChild as HTMLElement | null
      const step = slide ? slide.getBoundingClientRect().width + 16 : el.clientWidth
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4
      const atStart = el.scrollLeft <= 4
      if (loop && direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' })
      else if (loop && direction === -1 && atStart)
        el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' })
      else el.scrollBy({ left: direction * step, behavior: 'smooth' })
    },
    [loop],
  )

  useEffect(() => {
    if (!autoplay || paused) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(() => move(1), autoplay)
    return () => window.clearInterval(timer)
  }, [autoplay, paused, move])

  if (slides.length === 0) return null
  const arrowClass =
    'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-xl text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500'
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        ref={track}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-3 [scrollbar-width:thin]"
      >
        {slides.map((slide, i) => (
          <li
            key={i}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            className={`shrink-0 snap-start ${SLIDE_WIDTHS[widths]}`}
          >
            {slide}
          </li>
        ))}
      </ul>
      {arrows !== 'none' && slides.length > 1 ? (
        <div className="mt-3 flex justify-end gap-2">
          {arrows === 'both' ? (
            <button
              type="button"
              className={arrowClass}
              aria-label="Previous slides"
              onClick={() => move(-1)}
            >
              ‹
            </button>
          ) : null}
          <button
            type="button"
            className={arrowClass}
            aria-label="Next slides"
            onClick={() => move(1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  )
}
