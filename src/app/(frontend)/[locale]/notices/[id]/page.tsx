import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/ui/link.client'
import { RichText } from '@/components/ui/rich-text'
import { ShareButton } from '@/components/ui/share-button.client'
import { idParams, itemPageMetadata } from '@/features/content/page-metadata'
import { AttachmentList } from '@/features/notices/components/attachment-list'
import { NoticeBadges } from '@/features/notices/components/notice-badges'
import { getNotice, listNoticeIdsForPrerender } from '@/features/notices/queries'
import { hasExpired } from '@/features/notices/rules'
import { formatDate } from '@/lib/format'
import { enterItemPage, type ItemParams } from '@/i18n/server'

/** 'New' labels and expiry follow the clock as well as publishing. */
export const revalidate = 3600

export const generateStaticParams = () => idParams(listNoticeIdsForPrerender())

export const generateMetadata = itemPageMetadata({
  load: getNotice,
  notFoundTitle: 'Notice.notFoundTitle',
  describe: (notice) => ({
    title: notice.title,
    path: `/notices/${notice.id}`,
    description: notice.excerpt,
    preview: { title: notice.title, article: true },
  }),
})

export default async function NoticeDetailPage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
  const notice = await getNotice(id)
  if (!notice) notFound()
  const t = await getTranslations('Notice')
  const now = new Date()
  const expired = hasExpired(notice.expires_at, now)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <p className="text-sm">
        <Link href="/notices" className="font-semibold text-brand-700 hover:underline">
          {t('back')}
        </Link>
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <NoticeBadges
          category={notice.category}
          publishDate={notice.publish_date}
          pinned={Boolean(notice.pinned) && !expired}
          now={now}
        />
        <ShareButton path={`/notices/${notice.id}`} title={notice.title} />
      </div>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{notice.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {t('publishedOn')}{' '}
        <time dateTime={notice.publish_date}>{formatDate(notice.publish_date, locale)}</time>
        {notice.expires_at ? (
          <>
            {' · '}
            {expired ? t('expiredOn') : t('validUntil')}{' '}
            <time dateTime={notice.expires_at}>{formatDate(notice.expires_at, locale)}</time>
          </>
        ) : null}
      </p>
      {notice.body ? <RichText data={notice.body} className="mt-6" /> : null}
      {notice.attachments.length > 0 ? (
        <AttachmentList noticeId={notice.id} files={notice.attachments} />
      ) : null}
    </article>
  )
}
