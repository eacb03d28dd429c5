import { env } from '@/lib/env'
import { withoutOwnOrigin } from '@/lib/own-url'
import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string
  className?: string
  /**
   * `true`: the largest picture of the first screen, loaded first (LCP). `'low'`: a small picture
   * of the first screen (the logo) that waits until the page is laid out and its main picture has
   * been asked for.
   */
  priority?: boolean | 'low'
  alt?: string
}

const local = (url: string) => withoutOwnOrigin(url, env.SERVER_URL)

type Variant = { url?: string | null; width?: number | null } | undefined

/**
 * A Payload picture with its pre-generated WebP sizes as a srcset: no resizing at request time,
 * fixed dimensions so nothing shifts, a blurred stand-in until it loads, lazy unless it is the
 * page's main picture.
 */
export function MediaImage({ media, sizes, className, priority = false, alt }: Props) {
  if (!media || typeof media === 'number' || !media.url) {
    return (
      <div
        className={`bg-gradient-to-br from-brand-100 to-brand-50 ${className ?? ''}`}
        aria-hidden
      />
    )
  }
  const variants: Variant[] = [media.sizes?.thumbnail, media.sizes?.card, media.sizes?.hero, media]
  const srcSet = variants
    .filter((v): v is { url: string; width: number } => Boolean(v?.url && v.width))
    .map((v) => `${local(v.url)} ${v.width}w`)
    .filter((entry, i, all) => all.indexOf(entry) === i)
    .join(', ')
  const fallback = local(media.sizes?.card?.url || media.url)
  return (
    // Payload already stores WebP variants at 320/768/1600 px, so a plain srcset serves them
    // straight from disk; the Next.js image optimiser would only re-encode them again.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={fallback}
      srcSet={srcSet || undefined}
      sizes={sizes}
      alt={alt ?? media.alt ?? ''}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority === true ? 'eager' : 'lazy'}
      fetchPriority={priority === true ? 'high' : priority || undefined}
      decoding="async"
      className={className}
      // The blurred stand-in shows through until the picture has arrived.
      style={
        media.placeholder
          ? {
              backgroundImage: `url(${media.placeholder})`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : undefined
      }
    />
  )
}

// Written out whole so Tailwind finds each class.
const ROUND_SIZES = {
  44: 'size-11',
  64: 'size-16',
  80: 'size-20',
  96: 'size-24',
  112: 'size-28',
} as const

/** A round picture (a portrait, the school's logo) drawn at a fixed width in CSS pixels. */
export function RoundImage({
  media,
  px,
  alt,
  priority,
}: {
  media: Props['media']
  px: keyof typeof ROUND_SIZES
  alt?: string
  priority?: Props['priority']
}) {
  return (
    <MediaImage
      media={media}
      sizes={`${px}px`}
      alt={alt}
      priority={priority}
      className={`${ROUND_SIZES[px]} shrink-0 rounded-full object-cover`}
    />
  )
}
