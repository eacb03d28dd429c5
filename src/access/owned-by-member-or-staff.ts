import type { Access } from 'payload'

import { hasDuty, type Duty } from './duties'
import { asMember } from './user-kinds'

/** Documents with a `user` relationship: staff of one of `duties`, or the member it belongs to. */
export function ownedByMemberOr(...duties: Duty[]): Access {
  return ({ req }) => {
    if (duties.some((duty) => hasDuty(req.user, duty))) return true
    const member = asMember(req.user)
    return member ? { user: { equals: member.id } } : false
  }
}
