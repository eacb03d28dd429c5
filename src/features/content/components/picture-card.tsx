import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link.client'
import { MediaImage } from '@/components/ui/media-image'
import type { Media } from '@/payload-types'

const LINK =
  'group h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-3 focus-visible:outline-accent-500'

/** Each card's layout; the markup is the same. */
const LOOKS = {
  /** A picture above the words (the home page's classes). */
  stacked: {
    link: `${LINK} block`,
    sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
    image: 'aspect-video w-full object-cover',
    body: 'block p-5',
  },
  /** A row on a phone, the picture above from the small breakpoint (featured events). */
  row: {
    link: `${LINK} flex sm:block`,
    sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 128px',
    image: 'aspect-square w-28 shrink-0 object-cover sm:aspect-video sm:w-full',
    body: 'block p-3 sm:p-5',
  },
} as const

/** A card that is one link: a picture, a title and the lines under it. */
export function PictureCard({
  href,
  media,
  title,
  look,
  children,
}: {
  href: string
  media: number | Media | null | undefined
  title: ReactNode
  look: keyof typeof LOOKS
  children: ReactNode
}) {
  const classes = LOOKS[look]
  return (
    <Link href={href} className={classes.link}>
      <MediaImage media={media} sizes={classes.sizes} className={classes.image} />
      <span className={classes.body}>
        <span className="block text-lg font-semibold text-slate-900 group-hover:text-brand-700">
          {title}
        </span>
        {children}
      </span>
    </Link>
  )
}
