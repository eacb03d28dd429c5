import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/button'
import { MediaImage } from '@/components/ui/media-image'
import { Section } from '@/components/ui/section'
import { PlayIcon, VideoDialogButton } from '@/components/ui/video-dialog.client'
import { PictureCard } from '@/features/content/components/picture-card'
import { ThumbnailList } from '@/features/content/components/thumbnail-link'
import { localiseDigits } from '@/lib/digits'
import { formatDate, truncate, TRUNCATE } from '@/lib/format'
import type { Event, Home, Media, News } from '@/payload-types'

type Picture = number | Media | null | undefined

function Pictures({ items, label }: { items: Picture[]; label: string }) {
  const shown = items.filter(Boolean)
  if (shown.length === 0) return null
  return (
    <div className="grid grid-cols-3 gap-2" role="group" aria-label={label}>
      {shown.map((media, i) => (
        <MediaImage
          key={i}
          media={media}
          sizes="(min-width: 1024px) 180px, 30vw"
          className={`aspect-square w-full rounded-xl object-cover sm:aspect-[3/4] ${i === 1 ? 'sm:translate-y-4' : ''}`}
        />
      ))}
    </div>
  )
}

/** The two colourings of the home page's play-video button: on a light and on a dark ground. */
const PLAY_BUTTON = {
  onLight: {
    button:
      'mt-6 inline-flex items-center gap-3 rounded-full bg-brand-700 py-2 ps-2 pe-5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-3 focus-visible:outline-accent-500',
    circle: 'grid size-9 place-items-center rounded-full bg-white text-brand-700',
    icon: 'size-5',
  },
  onDark: {
    button:
      'mt-8 inline-flex items-center gap-3 rounded-full bg-white py-2 ps-2 pe-6 text-lg font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500',
    circle: 'grid size-11 place-items-center rounded-full bg-brand-700 text-white',
    icon: 'size-6',
  },
} as const

/** A pill with a round play sign that plays the video in a pop-up. */
function PlayVideoButton({
  url,
  title,
  label,
  ground,
}: {
  url: string
  title: string
  label: string
  ground: keyof typeof PLAY_BUTTON
}) {
  const look = PLAY_BUTTON[ground]
  return (
    <VideoDialogButton url={url} title={title} className={look.button}>
      <span className={look.circle}>
        <PlayIcon className={look.icon} />
      </span>
      {label}
    </VideoDialogButton>
  )
}

/** Section 2: two banner blocks; the first offers the school video in a pop-up. */
export function BannerSections({ home }: { home: Home }) {
  const t = useTranslations('HomeSections')
  const blocks = [
    {
      title: home.title_one,
      text: home.title_one_description,
      images: [home.title_one_image_1, home.title_one_image_2, home.title_one_image_3],
      video: home.video_content,
    },
    {
      title: home.title_two,
      text: home.title_two_description,
      images: [home.title_two_image_1, home.title_two_image_2, home.title_two_image_3],
      video: home.footer_video_content,
    },
  ].filter((b) => b.title)
  if (blocks.length === 0) return null
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:space-y-16 sm:py-16">
      {blocks.map((block, i) => (
        <section
          key={i}
          aria-label={block.title ?? undefined}
          className="grid items-center gap-5 md:grid-cols-2 md:gap-8"
        >
          <div className={i % 2 ? 'md:order-2' : ''}>
            <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{block.title}</h2>
            {block.text ? (
              <p className="mt-3 leading-relaxed text-slate-700 sm:mt-4 sm:text-lg">{block.text}</p>
            ) : null}
            {block.video ? (
              <PlayVideoButton
                url={block.video}
                title={block.title ?? t('schoolVideo')}
                label={t('playVideo')}
                ground="onLight"
              />
            ) : null}
          </div>
          <Pictures items={block.images} label={t('pictures', { title: block.title ?? '' })} />
        </section>
      ))}
    </div>
  )
}

/** Section 3: three pictures with the school's numbers. */
export function StatsStrip({ home }: { home: Home }) {
  const t = useTranslations('HomeSections')
  const locale = useLocale()
  const images = [home.section_image_1, home.section_image_2, home.section_image_3].filter(Boolean)
  const stats = home.stats ?? []
  if (images.length === 0 && stats.length === 0) return null
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
        <h2 id="stats-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {home.title || t('inNumbers')}
        </h2>
        {home.description ? (
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{home.description}</p>
        ) : null}
        <div className="mt-6 grid grid-cols-3 gap-2 sm:mt-8 sm:gap-3">
          {images.map((media, i) => (
            <MediaImage
              key={i}
              media={media}
              sizes="33vw"
              className="aspect-video w-full rounded-xl object-cover"
            />
          ))}
        </div>
        {stats.length > 0 ? (
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat.id ?? stat.label}
                className="rounded-xl bg-white p-3 text-center shadow-sm sm:p-5"
              >
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-700">
                  {localiseDigits(stat.value, locale)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  )
}

/** Section 4: a large picture with the 'Watch the Video' button. */
export function VideoBanner({ home }: { home: Home }) {
  const t = useTranslations('HomeSections')
  if (!home.video_content) return null
  return (
    <section
      aria-label={t('schoolVideo')}
      className="relative isolate overflow-hidden bg-brand-900"
    >
      <MediaImage
        media={home.background_image}
        sizes="100vw"
        alt=""
        className="absolute inset-0 -z-10 size-full object-cover opacity-40"
      />
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-12 text-center text-white sm:py-28">
        <p className="max-w-2xl text-2xl font-bold sm:text-3xl">
          {home.footer_thumbnail_title || t('dayAtSchool')}
        </p>
        <PlayVideoButton
          url={home.video_content}
          title={t('schoolVideo')}
          label={t('watchVideo')}
          ground="onDark"
        />
      </div>
    </section>
  )
}

type FeaturedItem = {
  id: number
  href: string
  media: Picture
  date?: string | null
  title: string
}

/** One column of section 7: the first three items as small picture links, then its button. */
function FeaturedColumn({ items, children }: { items: FeaturedItem[]; children: ReactNode }) {
  const locale = useLocale()
  return (
    <div>
      <ThumbnailList
        look="featured"
        className="space-y-4"
        items={items.slice(0, 3).map((item) => ({
          id: item.id,
          href: item.href,
          image: item.media,
          meta: formatDate(item.date, locale),
          title: truncate(item.title, TRUNCATE.title),
        }))}
      />
      {children}
    </div>
  )
}

/** Section 7: featured news and articles side by side. */
export function NewsAndArticles({ news, articles }: { news: News[]; articles: Event[] }) {
  const t = useTranslations('HomeSections')
  return (
    <Section title={t('newsAndArticles')} id="news-and-articles">
      <div className="grid gap-8 lg:grid-cols-2">
        <FeaturedColumn
          items={news.map((item) => ({
            id: item.id,
            href: `/news/${item.id}`,
            media: item.media,
            date: item.publish_date,
            title: item.title,
          }))}
        >
          <ButtonLink href="/news" className="mt-6">
            {t('readFeaturedNews')}
          </ButtonLink>
        </FeaturedColumn>
        <FeaturedColumn
          items={articles.map((item) => ({
            id: item.id,
            href: `/articles/${item.id}`,
            media: item.image,
            date: item.start_date,
            title: item.name,
          }))}
        >
          <ButtonLink href="/articles" variant="secondary" className="mt-6">
            {t('readFeaturedArticles')}
          </ButtonLink>
        </FeaturedColumn>
      </div>
    </Section>
  )
}

/** Section 9: at most three featured events, the next ones first; rows on a phone. */
export function FeaturedEvents({ events }: { events: Event[] }) {
  const t = useTranslations('HomeSections')
  const locale = useLocale()
  if (events.length === 0) return null
  return (
    <Section
      title={t('events')}
      id="featured-events"
      action={<ButtonLink href="/events">{t('viewAllEvents')}</ButtonLink>}
    >
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {events.slice(0, 3).map((event) => (
          <li key={event.id}>
            <PictureCard
              href={`/events/${event.id}`}
              media={event.image}
              title={truncate(event.name, TRUNCATE.carouselTitle)}
              look="row"
            >
              <span className="mt-2 block text-sm text-slate-600">
                {formatDate(event.start_date, locale)}
              </span>
              {event.company ? (
                <span className="mt-1 block text-sm text-slate-600">{event.company}</span>
              ) : null}
            </PictureCard>
          </li>
        ))}
      </ul>
    </Section>
  )
}
