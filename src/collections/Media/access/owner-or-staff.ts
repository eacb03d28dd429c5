import type { Access } from 'payload'

import { asMember, asStaff } from '@/access/user-kinds'

/** Staff manage every file; a member only the files they uploaded. */
export const mediaOwnerOrStaff: Access = ({ req }) => {
  if (asStaff(req.user)) return true
  const member = asMember(req.user)
  return member ? { owner: { equals: member.id } } : false
}
