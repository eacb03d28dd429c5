import { useTranslations } from 'next-intl'

import type { NoticeCategory } from '@/payload-types'

import { isNewNotice } from '../rules'

/** Category, 'New' and 'Pinned' labels in words (never colour alone). */
export function NoticeBadges({
  category,
  publishDate,
  pinned,
  now,
}: {
  category: number | NoticeCategory | null | undefined
  publishDate: string | null | undefined
  pinned?: boolean
  now: Date
}) {
  const t = useTranslations('Notice')
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
      {typeof category === 'object' && category ? (
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-900">{category.name}</span>
      ) : null}
      {isNewNotice(publishDate, now) ? (
        <span className="rounded-full bg-accent-500 px-2.5 py-1 text-slate-950">{t('new')}</span>
      ) : null}
      {pinned ? (
        <span className="rounded-full border border-brand-700 px-2.5 py-1 text-brand-900">
          {t('pinned')}
        </span>
      ) : null}
    </p>
  )
}
