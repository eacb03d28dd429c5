import type { CollectionAfterChangeHook } from 'payload'

import { revalidateSite } from '@/hooks/revalidate-site'
import type { User } from '@/payload-types'

const LISTED_ROLES = new Set(['9', '10'])

/** Leaders and faculty are listed on the About page; students' edits touch no cached page. */
export const revalidateStaffPages: CollectionAfterChangeHook<User> = ({
  doc,
  previousDoc,
  context,
}) => {
  if (LISTED_ROLES.has(doc.role) || (previousDoc && LISTED_ROLES.has(previousDoc.role)))
    revalidateSite(context)
  return doc
}
