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

/** A small picture beside a date line and a title, the whole of it a link. */
export function ThumbnailLink({
  href,
  image,
  meta,
  title,
  look,
}: {
  href: string
  image: number | Media | null | undefined
  meta: string
  title: string
  look: keyof typeof LOOKS
}) {
  const classes = LOOKS[look]
  return (
    <Link href={href} className={classes.link}>
      <MediaImage media={image} sizes={classes.sizes} className={classes.image} />
      <span>
        <span className="block text-xs text-slate-600">{meta}</span>
        <span className={classes.title}>{title}</span>
      </span>
    </Link>
  )
}
