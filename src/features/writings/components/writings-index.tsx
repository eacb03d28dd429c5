import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/components/ui/link.client'

import { Carousel } from '@/components/ui/carousel.client'
import { MediaImage } from '@/components/ui/media-image'
import { PageBanner, Section } from '@/components/ui/section'
import { CarouselCard, ContentCardGrid } from '@/features/content/components/content-card'
import { LinkPagination, SearchBox } from '@/features/content/components/list-controls'
import { ThumbnailList } from '@/features/content/components/thumbnail-link'
import { notShownYet } from '@/lib/highlights'
import { withinRange, type ListRequest } from '@/lib/pagination'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import type { Locale } from '@/i18n/locales'
import type { Event } from '@/payload-types'

import { listEvents, listFeaturedEvents, listRecentEvents } from '@/features/events/queries'
import { WRITINGS, type WritingKind } from '../writings'

/** The articles' mosaic: the newest five, two left, one large, two right. */
const MOSAIC_SIZE = 5
/** The blogs' recent list beside the lead. */
const RECENT_SHOWN = 8
const FEATURED_SHOWN = 12

function Mosaic({ items, path, locale }: { items: Event[]; path: string; locale: Locale }) {
  if (items.length === 0) return null
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:grid-rows-2">
      {items.map((item, i) => (
        <li key={item.id} className={i === 0 ? 'sm:col-span-2 lg:row-span-2' : ''}>
          <Link
            href={`${path}/${item.id}`}
            className="group relative block h-full overflow-hidden rounded-2xl focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            <MediaImage
              media={item.image}
              sizes={
                i === 0 ? '(min-width: 1024px) 560px, 100vw' : '(min-width: 1024px) 280px, 50vw'
              }
              priority={i === 0}
              className="aspect-video size-full object-cover transition-transform group-hover:scale-105"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 p-4 text-white">
              <span className="block text-xs">{formatDate(item.start_date, locale)}</span>
              <span className="block font-semibold">
                {truncate(item.name, i === 0 ? TRUNCATE.title : TRUNCATE.shortTitle)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** /blogs and /articles: featured pieces, a carousel and the searchable, paged full list. */
export async function WritingsIndex({
  kind,
  query,
}: {
  kind: WritingKind
  query: ListRequest & { q: string; page: number }
}) {
  const w = WRITINGS[kind]
  const [locale, t, tCards] = await Promise.all([
    getLocale(),
    getTranslations(`WritingKinds.${w.messages}`),
    getTranslations('WritingCards'),
  ])
  const [latest, featuredPool, all] = await Promise.all([
    listRecentEvents(w.type, RECENT_SHOWN + 1),
    listFeaturedEvents(w.type, FEATURED_SHOWN + RECENT_SHOWN + 1),
    withinRange(query.page, (page) => listEvents({ type: w.type, q: query.q, page }, 12)),
  ])
  // Each highlight skips what an earlier one showed: the mosaic (articles), or the lead and the
  // recent list beside it (blogs), then the carousel.
  const lead = featuredPool[0] ?? latest[0]
  const mosaic = latest.slice(0, MOSAIC_SIZE)
  const recent = notShownYet(latest, lead ? [lead] : [], RECENT_SHOWN)
  const shownAbove = kind === 'Article' ? mosaic : [...(lead ? [lead] : []), ...recent]
  const featured = notShownYet(featuredPool, shownAbove, FEATURED_SHOWN)
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      {kind === 'Article' ? (
        <Section title={t('latestTitle')} id="latest">
          <Mosaic items={mosaic} path={w.path} locale={locale} />
        </Section>
      ) : lead ? (
        <Section title={t('featuredOne')} id="featured-lead">
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <Link
              href={`${w.path}/${lead.id}`}
              className="group block focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              <MediaImage
                media={lead.image}
                sizes="(min-width: 1024px) 720px, 100vw"
                priority
                className="aspect-video w-full rounded-2xl object-cover"
              />
              <span className="mt-4 block text-sm text-slate-600">
                {formatDate(lead.start_date, locale)}
              </span>
              <span className="mt-1 block text-2xl font-bold text-brand-900 group-hover:text-brand-700">
                {lead.name}
              </span>
              {lead.sub_nameor_title ? (
                <span className="mt-1 block text-slate-700">
                  {truncate(lead.sub_nameor_title, TRUNCATE.description)}
                </span>
              ) : null}
            </Link>
            <div>
              <h3 className="text-lg font-bold text-brand-900">{t('recentTitle')}</h3>
              {recent.length === 0 ? (
                <p className="mt-3 text-slate-600">{t('emptyRecent')}</p>
              ) : (
                <ThumbnailList
                  look="compact"
                  className="mt-3 max-h-[28rem] space-y-3 overflow-y-auto pe-2"
                  tabIndex={0}
                  aria-label={t('recentTitle')}
                  items={recent.map((item) => ({
                    id: item.id,
                    href: `${w.path}/${item.id}`,
                    image: item.image,
                    meta: formatDate(item.start_date, locale),
                    title: truncate(item.name, TRUNCATE.sideTitle),
                  }))}
                />
              )}
            </div>
          </div>
        </Section>
      ) : null}
      {featured.length > 0 ? (
        <Section title={t('featuredTitle')} id="featured" className="bg-brand-50/60">
          <Carousel
            label={t('featuredLabel')}
            arrows={kind === 'Article' ? 'next' : 'both'}
            loop={kind === 'Article'}
            slides={featured.map((item) => (
              <CarouselCard
                key={item.id}
                href={`${w.path}/${item.id}`}
                image={item.image}
                meta={formatDate(item.start_date, locale)}
                title={truncate(item.name, TRUNCATE.shortTitle)}
                action={tCards('readMore')}
                actionLabel={tCards('readMoreLabel', { name: item.name })}
              />
            ))}
          />
        </Section>
      ) : null}
      <Section
        title={t('allTitle')}
        id="all"
        action={<SearchBox action={w.path} q={query.q} label={t('searchLabel')} />}
      >
        <ContentCardGrid
          empty={t('emptyList')}
          cards={all.docs.map((item) => ({
            id: item.id,
            href: `${w.path}/${item.id}`,
            image: item.image,
            meta: `${formatDate(item.start_date, locale)}${item.company ? ` · ${item.company}` : ''}`,
            title: truncate(item.name, TRUNCATE.title),
            summary: truncate(item.sub_nameor_title, TRUNCATE.description),
          }))}
        />
        <LinkPagination
          basePath={w.path}
          paged={all}
          query={{ q: query.q }}
          label={t('allTitle')}
        />
      </Section>
    </>
  )
}
