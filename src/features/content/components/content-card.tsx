import { useTranslations } from 'next-intl'

import { Link } from '@/components/ui/link.client'

import { MediaImage } from '@/components/ui/media-image'
import type { Media } from '@/payload-types'

/** A news item, blog, article or event in a grid: picture, date line, title, summary, Read More. */
export function ContentCard({
  href,
  image,
  meta,
  title,
  summary,
  action: spoken,
}: {
  href: string
  image: number | Media | null | undefined
  meta?: string
  title: string
  summary?: string
  action?: string
}) {
  const t = useTranslations('Content')
  const action = spoken ?? t('readMore')
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <MediaImage
        media={image}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {meta ? <p className="text-sm text-slate-600">{meta}</p> : null}
        <h3 className="mt-1 text-lg font-semibold text-slate-900">{title}</h3>
        {summary ? (
          <p className="mt-2 flex-1 text-sm text-slate-700">{summary}</p>
        ) : (
          <span className="flex-1" />
        )}
        <Link
          href={href}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
          aria-label={`${action}: ${title}`}
        >
          {action} →
        </Link>
      </div>
    </article>
  )
}
