import type { Access, FieldAccess } from 'payload'

import { asStaff } from './user-kinds'

export const isStaff: Access = ({ req }) => asStaff(req.user) !== null

export const isStaffField: FieldAccess = ({ req }) => asStaff(req.user) !== null
