import type { CollectionBeforeChangeHook } from 'payload'

import { asMember } from '@/access/user-kinds'
import type { Media } from '@/payload-types'

/** A member's upload always belongs to that member, whatever the request says. */
export const setOwner: CollectionBeforeChangeHook<Media> = ({ data, operation, req }) => {
  const member = asMember(req.user)
  if (operation === 'create' && member) return { ...data, owner: member.id }
  if (member) {
    const { owner: _ignored, ...rest } = data
    return rest
  }
  return data
}
