import type { Access } from 'payload'

import { hasDuty } from '@/access/duties'
import { asMember } from '@/access/user-kinds'

/** Staff manage every file; a member only the files they uploaded. */
export const mediaOwnerOrStaff: Access = ({ req }) => {
  if (hasDuty(req.user, 'content')) return true
  const member = asMember(req.user)
  return member ? { owner: { equals: member.id } } : false
}
