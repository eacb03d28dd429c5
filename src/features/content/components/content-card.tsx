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

/** The picture across the top; in a list on a phone, a square beside the text. */
const PICTURE = {
  top: 'aspect-video w-full object-cover',
  side: 'aspect-square w-28 shrink-0 self-start object-cover sm:aspect-video sm:w-full',
} as const

/** What both cards share: the picture, then the card's text. */
function PictureCard({
  image,
  sizes,
  picture = 'top',
  className,
  bodyClassName,
  children,
}: {
  image: Picture
  sizes: string
  picture?: keyof typeof PICTURE
  className: string
  bodyClassName: string
  children: ReactNode
}) {
  return (
    <article className={className}>
      <MediaImage media={image} sizes={sizes} className={PICTURE[picture]} />
      <div className={bodyClassName}>{children}</div>
    </article>
  )
}

/**
 * A news item, blog, article or event: picture, date line, title, summary, Read More. In a list
 * (`row`) a phone shows it as a row, the picture beside the text, so a page of twelve stays short.
 */
export function ContentCard({
  href,
  image,
  meta,
  title,
  summary,
  action: spoken,
  row = false,
}: ContentCardProps & { row?: boolean }) {
  const t = useTranslations('Content')
  const action = spoken ?? t('readMore')
  return (
    <PictureCard
      image={image}
      sizes={`(min-width: 1024px) 360px, (min-width: 640px) 50vw, ${row ? '112px' : '100vw'}`}
      picture={row ? 'side' : 'top'}
      className={`flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${row ? 'sm:flex-col' : 'flex-col'}`}
      bodyClassName={`flex min-w-0 flex-1 flex-col ${row ? 'px-3 pt-2 sm:p-5' : 'p-5'}`}
    >
      {meta ? <p className="text-xs text-slate-600 sm:text-sm">{meta}</p> : null}
      <h3 className="mt-1 font-semibold text-slate-900 sm:text-lg">{title}</h3>
      {summary ? (
        <p
          className={`mt-2 flex-1 text-sm text-slate-700 ${row ? 'line-clamp-2 sm:line-clamp-none' : ''}`}
        >
          {summary}
        </p>
      ) : (
        <span className="flex-1" />
      )}
      <Link
        href={href}
        className={`inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500 ${row ? 'sm:mt-4' : 'mt-4'}`}
        aria-label={`${action}: ${title}`}
      >
        {action} →
      </Link>
    </PictureCard>
  )
}

/**
 * Cards three to a row on wide screens and rows on phones, or the section's empty message when
 * there are none.
 */
export function ContentCardGrid({
  cards,
  empty,
}: {
  cards: (ContentCardProps & { id: number })[]
  empty: string
}) {
  if (cards.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {cards.map(({ id, ...card }) => (
        <li key={id}>
          <ContentCard {...card} row />
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
