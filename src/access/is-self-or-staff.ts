import type { Access } from 'payload'

import { asMember, asStaff } from './user-kinds'

/** On the `users` collection: staff, or the member's own account. */
export const isSelfOrStaff: Access = ({ req }) => {
  if (asStaff(req.user)) return true
  const member = asMember(req.user)
  return member ? { id: { equals: member.id } } : false
}
