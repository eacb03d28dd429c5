import type { Access } from 'payload'

import { asMember, asStaff } from './user-kinds'

/** On the `users` collection: an admin, or the member's own account (editors cannot). */
export const isSelfOrAdmin: Access = ({ req }) => {
  if (asStaff(req.user)?.role === 'admin') return true
  const member = asMember(req.user)
  return member ? { id: { equals: member.id } } : false
}
