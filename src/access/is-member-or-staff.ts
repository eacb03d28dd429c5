import type { Access } from 'payload'

import { hasDuty } from './duties'
import { asMember } from './user-kinds'

/** Members (their own pictures) and staff with the content duty. */
export const isMemberOrStaff: Access = ({ req }) =>
  hasDuty(req.user, 'content') || asMember(req.user) !== null
