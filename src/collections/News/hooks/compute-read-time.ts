import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalToPlainText, readTimeMinutes } from '@/lib/read-time'
import type { News } from '@/payload-types'

/** Read time comes from the text itself, never a fixed label. */
export const computeReadTime: CollectionBeforeChangeHook<News> = ({ data, originalDoc }) => {
  const description = data.description ?? originalDoc?.description
  const text = [
    data.short_description ?? originalDoc?.short_description,
    lexicalToPlainText(description),
  ]
    .filter(Boolean)
    .join(' ')
  return { ...data, read_time: readTimeMinutes(text) }
}
