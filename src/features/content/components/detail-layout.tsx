import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link.client'

import { EmptyState } from '@/components/ui/error-card'
import { HeadedRegion } from '@/components/ui/section'
import { ThumbnailList, type ThumbnailItem } from '@/features/content/components/thumbnail-link'

/** A story page: main column plus a side list of recent items. */
export function DetailLayout({
  children,
  sideTitle,
  sideItems,
  sideEmpty,
}: {
  children: ReactNode
  sideTitle: string
  sideItems: ThumbnailItem[]
  sideEmpty: string
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
      <article>{children}</article>
      <HeadedRegion name="side-list" as="aside" title={sideTitle} look="sm">
        {sideItems.length === 0 ? (
          <div className="mt-4">
            <EmptyState>{sideEmpty}</EmptyState>
          </div>
        ) : (
          <ThumbnailList items={sideItems} look="side" className="mt-4 space-y-3" />
        )}
      </HeadedRegion>
    </div>
  )
}

/** The not-found page of a section, with the old site's words and a real 404 status. */
export function SectionNotFound({
  message,
  href,
  label,
}: {
  message: string
  href: string
  label: string
}) {
  const t = useTranslations('Content')
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{message}</h1>
      <p className="mt-3 text-slate-700">{t('notFoundHint')}</p>
      <Link href={href} className="mt-8 inline-block font-semibold text-brand-700 underline">
        {label}
      </Link>
    </div>
  )
}
