import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { ShareButton } from '@/components/ui/share-button.client'
import { DetailLayout } from '@/features/content/components/detail-layout'
import { getEvent, listRecentEvents } from '@/features/events/queries'
import { formatDate, formatNumber, TRUNCATE, truncate } from '@/lib/format'
import { lexicalToPlainText, readTimeMinutes } from '@/lib/read-time'

import { WRITINGS, type WritingKind } from '../writings'

/** A blog or article page: picture, label, share, title, date, read time, text, recent list. */
export async function WritingDetail({ kind, id }: { kind: WritingKind; id: string }) {
  const w = WRITINGS[kind]
  const [item, locale, t, tCards] = await Promise.all([
    getEvent(id, w.type),
    getLocale(),
    getTranslations(`WritingKinds.${w.messages}`),
    getTranslations('WritingCards'),
  ])
  if (!item) notFound()
  const recent = await listRecentEvents(w.type, 6, item.id)
  const minutes = readTimeMinutes(lexicalToPlainText(item.details))
  return (
    <DetailLayout
      sideTitle={t('recentTitle')}
      sideEmpty={t('emptyRecent')}
      sideItems={recent.map((r) => ({
        id: r.id,
        href: `${w.path}/${r.id}`,
        title: truncate(r.name, TRUNCATE.sideTitle),
        meta: formatDate(r.start_date, locale),
        image: r.image,
      }))}
    >
      <MediaImage
        media={item.image}
        sizes="(min-width: 1024px) 720px, 100vw"
        priority
        className="aspect-video w-full rounded-2xl object-cover"
      />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          {t('label')}
        </span>
        <ShareButton path={`${w.path}/${item.id}`} title={item.name} />
      </div>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{item.name}</h1>
      {item.sub_nameor_title ? (
        <p className="mt-2 text-lg text-slate-700">{item.sub_nameor_title}</p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        {formatDate(item.start_date, locale)} ·{' '}
        {tCards('readTime', { minutes: formatNumber(minutes, locale) })}
        {item.company ? ` · ${item.company}` : ''}
      </p>
      <RichText data={item.details} className="mt-6" />
    </DetailLayout>
  )
}
