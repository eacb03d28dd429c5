import type { Access } from 'payload'

import { asMember, asStaff } from './user-kinds'

export const isMemberOrStaff: Access = ({ req }) =>
  asStaff(req.user) !== null || asMember(req.user) !== null
