import type { ComponentProps } from 'react'

import { Link } from '@/components/ui/link.client'

import { MediaImage } from '@/components/ui/media-image'
import type { Media } from '@/payload-types'

/** Each list's picture size and spacing; the markup is the same. */
const LOOKS = {
  /** The home page's featured news and articles. */
  featured: {
    link: 'group flex gap-4 rounded-xl p-2 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500',
    sizes: '128px',
    image: 'aspect-[4/3] w-32 shrink-0 rounded-lg object-cover',
    title: 'mt-1 block font-semibold text-slate-900 group-hover:text-brand-700',
  },
  /** The recent list beside a story. */
  side: {
    link: 'group flex gap-3 rounded-xl p-2 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500',
    sizes: '96px',
    image: 'aspect-[4/3] w-24 shrink-0 rounded-lg object-cover',
    title: 'mt-1 block text-sm font-semibold text-slate-900 group-hover:text-brand-700',
  },
  /** The scrolling recent list of blogs. */
  compact: {
    link: 'group flex gap-3 rounded-xl p-2 hover:bg-brand-50',
    sizes: '80px',
    image: 'aspect-square w-20 shrink-0 rounded-lg object-cover',
    title: 'block text-sm font-semibold text-slate-900 group-hover:text-brand-700',
  },
} as const

export type ThumbnailItem = {
  id: number
  href: string
  title: string
  meta: string
  image: number | Media | null | undefined
}

/** A list of links, each a small picture beside a date line and a title. */
export function ThumbnailList({
  items,
  look,
  ...list
}: { items: ThumbnailItem[]; look: keyof typeof LOOKS } & ComponentProps<'ul'>) {
  const classes = LOOKS[look]
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.href} className={classes.link}>
            <MediaImage media={item.image} sizes={classes.sizes} className={classes.image} />
            <span>
              <span className="block text-xs text-slate-600">{item.meta}</span>
              <span className={classes.title}>{item.title}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
