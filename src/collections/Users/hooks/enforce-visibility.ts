import type { CollectionBeforeChangeHook } from 'payload'

import { enforceVisibilityRules } from '@/lib/profile-privacy'
import type { User } from '@/payload-types'

/** Members under 18 (or of unknown age) cannot publish contact, guardian or address details. */
export const enforceVisibility: CollectionBeforeChangeHook<User> = ({ data, originalDoc }) => {
  const birthdate = data.birthdate ?? originalDoc?.birthdate
  const visibility = data.visibility ?? originalDoc?.visibility
  return { ...data, visibility: enforceVisibilityRules(visibility, birthdate) }
}
