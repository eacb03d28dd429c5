import type { Media } from '@/payload-types'

/** What a profile box shows and starts with: the stored text, or nothing. */
export const v = (value: string | null | undefined) => value ?? ''

/** A stored picture's address at one of its sizes, or null when there is none. */
export function pictureUrl(
  media: number | Media | null | undefined,
  size: 'thumbnail' | 'card' | 'hero',
) {
  if (!media || typeof media === 'number') return null
  return media.sizes?.[size]?.url || media.url || null
}
