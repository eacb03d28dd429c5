'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { formatNumber } from '@/lib/format'

/** How many slides show at each width: 4, 2 under 1024 px, 1 under 640 px by default. */
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
  /** Milliseconds one move takes (500; 1500 for the upcoming events). */
  speed?: number
}

/**
 * The arrows' classes for `count` slides: hidden from the width at which every slide already
 * shows, so a short list is never padded or paged through (the row itself stays swipeable).
 */
export function arrowsClass(count: number, widths: keyof typeof SLIDE_WIDTHS): string {
  if (count <= 1) return 'hidden'
  if (count === 2) return widths === 'standard' ? 'sm:hidden' : 'md:hidden'
  if (count <= 4) return 'lg:hidden'
  return ''
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/** Moves under way, so a new one (a quick second click) takes over instead of fighting it. */
const moving = new WeakMap<HTMLElement, { frame: number; target: number }>()

/**
 * Scrolls `el` to `left` in `duration` ms. Snapping is off while it moves (it would stop the
 * row at the first snap point) and back on at the end; with less motion asked for it jumps.
 */
function glide(el: HTMLElement, left: number, duration: number) {
  const target = Math.max(0, Math.min(left, el.scrollWidth - el.clientWidth))
  const previous = moving.get(el)
  if (previous) cancelAnimationFrame(previous.frame)
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || duration <= 0) {
    moving.delete(el)
    el.style.scrollSnapType = ''
    el.scrollTo({ left: target, behavior: 'instant' })
    return
  }
  const start = el.scrollLeft
  const began = performance.now()
  el.style.scrollSnapType = 'none'
  el.style.scrollBehavior = 'auto'
  const frame = (now: number) => {
    const t = Math.min(1, (now - began) / duration)
    el.scrollLeft = start + (target - start) * easeInOut(t)
    if (t < 1) {
      moving.set(el, { frame: requestAnimationFrame(frame), target })
      return
    }
    moving.delete(el)
    el.style.scrollSnapType = ''
    el.style.scrollBehavior = ''
  }
  moving.set(el, { frame: requestAnimationFrame(frame), target })
}

/** Where the row is going: the end of the move under way, or where it stands. */
const destination = (el: HTMLElement) => moving.get(el)?.target ?? el.scrollLeft

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
  speed = 500,
}: Props) {
  const t = useTranslations('Ui')
  const locale = useLocale()
  const track = useRef<HTMLUListElement>(null)
  const [paused, setPaused] = useState(false)

  const move = useCallback(
    (direction: 1 | -1) => {
      const el = track.current
      if (!el) return
      const slide = el.firstElementChild as HTMLElement | null
      const step = slide ? slide.getBoundingClientRect().width + 16 : el.clientWidth
      const at = destination(el)
      const atEnd = at + el.clientWidth >= el.scrollWidth - 4
      const atStart = at <= 4
      if (loop && direction === 1 && atEnd) glide(el, 0, speed)
      else if (loop && direction === -1 && atStart) glide(el, el.scrollWidth, speed)
      else glide(el, at + direction * step, speed)
    },
    [loop, speed],
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
        // The row scrolls sideways; keyboard users reach it even when its slides hold no link.
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth rounded-xl pb-3 [scrollbar-width:thin] focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        {slides.map((slide, i) => (
          <li
            key={i}
            aria-roledescription="slide"
            aria-label={t('slideOf', {
              index: formatNumber(i + 1, locale),
              total: formatNumber(slides.length, locale),
            })}
            className={`shrink-0 snap-start ${SLIDE_WIDTHS[widths]}`}
          >
            {slide}
          </li>
        ))}
      </ul>
      {arrows !== 'none' && slides.length > 1 ? (
        <div className={`mt-3 flex justify-end gap-2 ${arrowsClass(slides.length, widths)}`}>
          {arrows === 'both' ? (
            <button
              type="button"
              className={arrowClass}
              aria-label={t('previousSlides')}
              onClick={() => move(-1)}
            >
              ‹
            </button>
          ) : null}
          <button
            type="button"
            className={arrowClass}
            aria-label={t('nextSlides')}
            onClick={() => move(1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  )
}
