import { MediaImage } from '@/components/ui/media-image'
import type { Media } from '@/payload-types'

/** The main picture at the top of a story or detail page, loaded first. */
export function LeadImage({ media }: { media: number | Media | null | undefined }) {
  return (
    <MediaImage
      media={media}
      sizes="(min-width: 1024px) 720px, 100vw"
      priority
      className="aspect-video w-full rounded-2xl object-cover"
    />
  )
}
