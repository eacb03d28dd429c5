import { useLocale, useTranslations } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/components/ui/link.client'

import { Carousel } from '@/components/ui/carousel.client'
import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { PageBanner, Section } from '@/components/ui/section'
import { CarouselCard, ContentCardGrid } from '@/features/content/components/content-card'
import { LinkPagination, SearchBox } from '@/features/content/components/list-controls'
import { PAGE_SIZE } from '@/lib/constants'
import { notShownYet } from '@/lib/highlights'
import { withinRange, type ListRequest } from '@/lib/pagination'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import { formatReadTime } from '@/lib/read-time'
import type { News } from '@/payload-types'

import { listFeaturedNews, listNews, listRecentNews } from '../queries'

function TopTile({
  item,
  large = false,
  first = false,
}: {
  item: News
  large?: boolean
  /** The first tile: the largest picture of a phone's first screen. */
  first?: boolean
}) {
  const t = useTranslations('News')
  const locale = useLocale()
  return (
    <Link
      href={`/news/${item.id}`}
      className="group relative block h-full overflow-hidden rounded-2xl focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <MediaImage
        media={item.media}
        sizes={large ? '(min-width: 1024px) 560px, 100vw' : '(min-width: 1024px) 280px, 100vw'}
        priority={first}
        className={`w-full object-cover transition-transform group-hover:scale-105 ${large ? 'aspect-[4/3] lg:h-full' : 'aspect-video'}`}
      />
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent p-4 text-white">
        <span className="block text-xs">
          {formatDate(item.publish_date, locale)} ·{' '}
          {t('readTime', { time: formatReadTime(item.read_time, locale) })}
        </span>
        <span className={`mt-1 block font-semibold ${large ? 'text-xl' : ''}`}>
          {truncate(item.title, TRUNCATE.shortTitle)}
        </span>
        {large ? (
          <span className="mt-1 block text-sm text-slate-200">
            {truncate(item.short_description, TRUNCATE.leadSummary)}
          </span>
        ) : null}
      </span>
    </Link>
  )
}

/** The five newest stories: two left, the third large in the middle, the fourth and fifth right. */
function TopNewsGrid({ items }: { items: News[] }) {
  const t = useTranslations('News')
  if (items.length === 0) return <EmptyState>{t('noResults')}</EmptyState>
  const [a, b, c, d, e] = items
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_2fr_1fr]">
      <div className="grid gap-4">
        {[a, b].map((item) =>
          item ? <TopTile key={item.id} item={item} first={item === a} /> : null,
        )}
      </div>
      <div>{c ? <TopTile item={c} large /> : null}</div>
      <div className="grid gap-4">
        {[d, e].map((item) => (item ? <TopTile key={item.id} item={item} /> : null))}
      </div>
    </div>
  )
}

/**
 * /news: top stories, the featured carousel (without the top stories: no story twice above the
 * list) and the searchable, paged 'All News' list.
 */
export async function NewsIndex({ query }: { query: ListRequest & { q: string; page: number } }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('News')])
  const [top, featuredPool, all] = await Promise.all([
    listRecentNews(PAGE_SIZE.topNewsGrid),
    listFeaturedNews(PAGE_SIZE.featuredNews + PAGE_SIZE.topNewsGrid),
    withinRange(query.page, (page) => listNews({ q: query.q, page })),
  ])
  const featured = notShownYet(featuredPool, top, PAGE_SIZE.featuredNews)
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <Section title={t('topTitle')} id="top-news">
        <TopNewsGrid items={top} />
      </Section>
      {featured.length > 0 ? (
        <Section title={t('featuredTitle')} id="featured-news" className="bg-brand-50/60">
          <Carousel
            label={t('featuredLabel')}
            slides={featured.map((item) => (
              <CarouselCard
                key={item.id}
                href={`/news/${item.id}`}
                image={item.media}
                meta={t('published', { date: formatDate(item.publish_date, locale) })}
                title={truncate(item.title, TRUNCATE.shortTitle)}
                summary={truncate(item.short_description, TRUNCATE.carouselDescription)}
                action={t('details')}
                actionLabel={`${t('details')}: ${item.title}`}
              />
            ))}
          />
        </Section>
      ) : null}
      <Section
        title={t('allTitle')}
        id="all-news"
        action={<SearchBox action="/news" q={query.q} label={t('searchLabel')} />}
      >
        <ContentCardGrid
          empty={t('noResults')}
          cards={all.docs.map((item) => ({
            id: item.id,
            href: `/news/${item.id}`,
            image: item.media,
            meta: `${formatDate(item.publish_date, locale)} · ${t('readTime', {
              time: formatReadTime(item.read_time, locale),
            })}`,
            title: truncate(item.title, TRUNCATE.cardTitle),
            summary: truncate(item.short_description, TRUNCATE.description),
          }))}
        />
        <LinkPagination basePath="/news" paged={all} query={{ q: query.q }} label={t('allLabel')} />
      </Section>
    </>
  )
}
