import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidatePage, revalidateSite } from '@/hooks/revalidate-site'
import type { User } from '@/payload-types'

const LISTED_ROLES = new Set(['9', '10'])

/**
 * A member's public profile page is cached, so every change re-renders it. Leaders and faculty
 * are also listed on the About page, so their changes refresh the whole site.
 */
export const revalidateMemberPages: CollectionAfterChangeHook<User> = ({
  doc,
  previousDoc,
  context,
}) => {
  if (LISTED_ROLES.has(doc.role) || (previousDoc && LISTED_ROLES.has(previousDoc.role)))
    revalidateSite(context)
  else revalidatePage(`/user-profile/${doc.id}`, context)
  return doc
}

/** A deleted member's public page goes; with a teacher or leader the About page changes too. */
export const forgetMemberPages: CollectionAfterDeleteHook<User> = ({ doc, req }) => {
  if (LISTED_ROLES.has(doc.role)) revalidateSite(req.context)
  else revalidatePage(`/user-profile/${doc.id}`, req.context)
  return doc
}
