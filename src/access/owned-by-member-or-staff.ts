import type { Access } from 'payload'

import { asMember, asStaff } from './user-kinds'

/** Documents with a `user` relationship: staff, or the member the document belongs to. */
export const ownedByMemberOrStaff: Access = ({ req }) => {
  if (asStaff(req.user)) return true
  const member = asMember(req.user)
  return member ? { user: { equals: member.id } } : false
}
