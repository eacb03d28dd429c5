import type { CollectionBeforeChangeHook } from 'payload'

import { truncate } from '@/lib/format'
import { lexicalToPlainText } from '@/lib/read-time'
import type { Notice } from '@/payload-types'

export const NOTICE_EXCERPT_MAX = 240

/** The list shows, and search reads, a plain-text opening of the body kept beside it. */
export const setExcerpt: CollectionBeforeChangeHook<Notice> = ({ data, originalDoc }) => {
  const body = data.body ?? originalDoc?.body
  return { ...data, excerpt: truncate(lexicalToPlainText(body), NOTICE_EXCERPT_MAX) || null }
}
