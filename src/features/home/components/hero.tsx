import { useTranslations } from 'next-intl'

import { MediaImage } from '@/components/ui/media-image'
import { DEFAULT_HERO_SUBTITLE, DEFAULT_HERO_TITLE } from '@/globals/Home'
import type { Home, Media } from '@/payload-types'

type Slide = number | Media | null | undefined

function pick(home: Home, from: number): Slide[] {
  const h = home as unknown as Record<string, Slide>
  return [0, 1, 2, 3, 4].map((i) => h[`herosection_image_${from + i}`]).filter(Boolean)
}

/**
 * A strip of five pictures moving continuously (one at a time, 5 s each, linear, no
 * arrows or dots). The strip is drawn twice so the loop has no seam.
 */
function Slider({
  slides,
  vertical,
  reverse,
  eager,
}: {
  slides: Slide[]
  vertical: boolean
  reverse?: boolean
  eager?: boolean
}) {
  if (slides.length === 0) return null
  const axis = vertical ? 'md:h-max md:w-full md:flex-col md:marquee-y' : ''
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-2xl md:aspect-auto md:h-[28rem]">
      <ul className={`marquee-x flex h-full w-max ${axis} ${reverse ? 'marquee-reverse' : ''}`}>
        {[...slides, ...slides].map((slide, i) => (
          <li
            key={i}
            aria-hidden={i >= slides.length}
            className={`h-full w-[42vw] shrink-0 p-1 ${vertical ? 'md:h-56 md:w-full' : 'md:w-72'}`}
          >
            <MediaImage
              media={slide}
              sizes="(min-width: 768px) 320px, 42vw"
              priority={eager && i === 0}
              className="size-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Hero({ home }: { home: Home }) {
  const t = useTranslations('HomeHero')
  // The default wording is translated even when saved unchanged; the school's own shows as written.
  const subtitle =
    home.hero_section_sub_title && home.hero_section_sub_title !== DEFAULT_HERO_SUBTITLE
      ? home.hero_section_sub_title
      : t('defaultSubtitle')
  const title =
    home.hero_section && home.hero_section !== DEFAULT_HERO_TITLE
      ? home.hero_section
      : t('defaultTitle')
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-[1.1fr_1fr] md:gap-8 md:py-16">
        <div className="flex flex-col justify-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{subtitle}</p>
          <h1
            id="hero-title"
            className="mt-2 text-3xl leading-tight font-extrabold text-brand-900 sm:mt-3 sm:text-5xl"
          >
            {title}
          </h1>
        </div>
        {/* Side by side at every width; on wide screens the second column moves the other way. */}
        <div className="grid grid-cols-2 gap-3">
          <Slider slides={pick(home, 1)} vertical eager />
          <Slider slides={pick(home, 6)} vertical reverse />
        </div>
      </div>
    </section>
  )
}
