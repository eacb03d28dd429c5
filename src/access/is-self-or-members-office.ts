import type { Access } from 'payload'

import { hasDuty } from './duties'
import { asMember } from './user-kinds'

/** On the `users` collection: staff with the members duty, or the member's own account. */
export const isSelfOrMembersOffice: Access = ({ req }) => {
  if (hasDuty(req.user, 'members')) return true
  const member = asMember(req.user)
  return member ? { id: { equals: member.id } } : false
}
