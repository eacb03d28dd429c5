import type { ReactNode } from 'react'

import { MediaImage } from '@/components/ui/media-image'
import type { Media } from '@/payload-types'

/** The banner of a page that has its own picture behind the title (About Us, Alumni Association). */
export function PictureBanner({
  image,
  title,
  subtitle,
  children,
}: {
  image: number | Media | null | undefined
  title: string
  subtitle?: string | null
  /** Anything below the title, such as a link onward. */
  children?: ReactNode
}) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-900 text-white">
      <MediaImage
        media={image}
        sizes="100vw"
        priority
        alt=""
        className="absolute inset-0 -z-10 size-full object-cover opacity-35"
      />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 className="text-3xl font-bold sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-brand-50">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  )
}
