import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { LeadImage } from '@/components/ui/lead-image'
import { RichText } from '@/components/ui/rich-text'
import { ShareButton } from '@/components/ui/share-button.client'
import { DetailLayout } from '@/features/content/components/detail-layout'
import { idParams } from '@/features/content/page-metadata'
import { newsItemMetadata } from '@/features/news/page-metadata'
import { getNews, listNewsIdsForPrerender, listRecentNews } from '@/features/news/queries'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import { formatReadTime } from '@/lib/read-time'
import { enterItemPage, type ItemParams } from '@/i18n/server'

export const generateStaticParams = () => idParams(listNewsIdsForPrerender())

export const generateMetadata = newsItemMetadata({ preview: true })

export default async function NewsDetailPage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
  const item = await getNews(id)
  if (!item) notFound()
  const [recent, t, tNews] = await Promise.all([
    listRecentNews(6, item.id),
    getTranslations('NewsDetail'),
    getTranslations('News'),
  ])
  return (
    <DetailLayout
      sideTitle={t('recentTitle')}
      sideEmpty={tNews('noResults')}
      sideItems={recent.map((n) => ({
        id: n.id,
        href: `/news/${n.id}`,
        title: truncate(n.title, TRUNCATE.title),
        meta: formatDate(n.publish_date, locale),
        image: n.media,
      }))}
    >
      <LeadImage media={item.media} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          {t('badge')}
        </span>
        <ShareButton path={`/news/${item.id}`} title={item.title} />
      </div>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{item.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {t('byline', {
          date: formatDate(item.publish_date, locale),
          time: formatReadTime(item.read_time, locale),
        })}
        {item.author ? ` · ${item.author}` : ''}
      </p>
      <RichText data={item.description} className="mt-6" />
    </DetailLayout>
  )
}
