import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link.client'

import { ButtonLink } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import type { Media } from '@/payload-types'

type Picture = number | Media | null | undefined

export type ContentCardProps = {
  href: string
  image: Picture
  meta?: string
  title: string
  summary?: string
  action?: string
}

/** What both cards share: the picture across the top, then the card's text below it. */
function PictureCard({
  image,
  sizes,
  className,
  bodyClassName,
  children,
}: {
  image: Picture
  sizes: string
  className: string
  bodyClassName: string
  children: ReactNode
}) {
  return (
    <article className={className}>
      <MediaImage media={image} sizes={sizes} className="aspect-video w-full object-cover" />
      <div className={bodyClassName}>{children}</div>
    </article>
  )
}

/** A news item, blog, article or event in a grid: picture, date line, title, summary, Read More. */
export function ContentCard({
  href,
  image,
  meta,
  title,
  summary,
  action: spoken,
}: ContentCardProps) {
  const t = useTranslations('Content')
  const action = spoken ?? t('readMore')
  return (
    <PictureCard
      image={image}
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      bodyClassName="flex flex-1 flex-col p-5"
    >
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
    </PictureCard>
  )
}

/** Cards three to a row on wide screens, or the section's empty message when there are none. */
export function ContentCardGrid({
  cards,
  empty,
}: {
  cards: (ContentCardProps & { id: number })[]
  empty: string
}) {
  if (cards.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ id, ...card }) => (
        <li key={id}>
          <ContentCard {...card} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A featured item in a carousel: picture, date line, title, short description and a button to
 * it. `action` is the button's text; `actionLabel` names the item for screen readers.
 */
export function CarouselCard({
  href,
  image,
  meta,
  title,
  summary,
  action,
  actionLabel,
}: {
  href: string
  image: Picture
  meta: string
  title: string
  summary?: string
  action: string
  actionLabel: string
}) {
  return (
    <PictureCard
      image={image}
      sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      bodyClassName="flex flex-1 flex-col p-4"
    >
      <p className="text-xs text-slate-600">{meta}</p>
      <h3 className="mt-1 font-semibold text-slate-900">{title}</h3>
      {summary ? <p className="mt-1 text-sm text-slate-700">{summary}</p> : null}
      <span className="flex-1" />
      <ButtonLink
        href={href}
        variant="secondary"
        className="mt-3 self-start"
        aria-label={actionLabel}
      >
        {action}
      </ButtonLink>
    </PictureCard>
  )
}
