import type { Media, User } from '@/payload-types'

import type { EditField } from './edit-card-form.client'

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

/** The profile's fields that hold text (or a choice stored as text). */
export type TextKey = {
  [K in keyof User]-?: NonNullable<User[K]> extends string ? K : never
}[keyof User]

/** An edit card's box for one field, starting with what the member has stored. */
export function cardField(
  profile: User,
  name: TextKey,
  label: string,
  extra: Pick<EditField, 'type' | 'options'> = {},
): EditField {
  return { name, label, value: v(profile[name] as string | null | undefined), ...extra }
}
