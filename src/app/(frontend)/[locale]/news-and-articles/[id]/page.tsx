import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/ui/link.client'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { HeadedRegion } from '@/components/ui/section'
import { newsItemMetadata } from '@/features/news/page-metadata'
import { getNews, listRelatedNews } from '@/features/news/queries'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import { enterItemPage, type ItemParams } from '@/i18n/server'
import type { NEWS_CATEGORIES } from '@/lib/constants'

type CategoryKey = Lowercase<(typeof NEWS_CATEGORIES)[number]>

export const generateMetadata = newsItemMetadata({ preview: false })

/** The article view of a news item, with related news of the same category. */
export default async function NewsArticlePage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
  const item = await getNews(id)
  if (!item) notFound()
  const [related, t, tContent] = await Promise.all([
    listRelatedNews(item.category, item.id),
    getTranslations('NewsDetail'),
    getTranslations('Content'),
  ])
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <MediaImage
        media={item.media}
        sizes="(min-width: 896px) 860px, 100vw"
        priority
        className="aspect-video w-full rounded-2xl object-cover"
      />
      <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{item.title}</h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt>{t('by')}</dt>
          <dd className="font-semibold">{item.author || t('unknownAuthor')}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('date')}</dt>
          <dd>{formatDate(item.publish_date, locale)}</dd>
        </div>
        {item.category ? (
          <div className="flex gap-1">
            <dt>{t('category')}</dt>
            <dd className="font-semibold">
              {t(`categories.${item.category.toLowerCase() as CategoryKey}`)}
            </dd>
          </div>
        ) : null}
      </dl>
      <RichText data={item.description} className="mt-6" />
      {related.length > 0 ? (
        <HeadedRegion name="related" title={t('relatedTitle')} className="mt-12" look="sm">
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((n) => (
              <li key={n.id} className="rounded-2xl border border-slate-200 p-4">
                <p className="text-xs text-slate-600">{formatDate(n.publish_date, locale)}</p>
                <p className="mt-1 font-semibold text-slate-900">
                  {truncate(n.title, TRUNCATE.title)}
                </p>
                <Link
                  href={`/news-and-articles/${n.id}`}
                  className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
                  aria-label={`${tContent('readMore')}: ${n.title}`}
                >
                  {tContent('readMore')} →
                </Link>
              </li>
            ))}
          </ul>
        </HeadedRegion>
      ) : null}
    </article>
  )
}
