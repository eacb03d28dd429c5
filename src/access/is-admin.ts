import type { Access, FieldAccess } from 'payload'

import { asStaff } from './user-kinds'

export const isAdmin: Access = ({ req }) => asStaff(req.user)?.role === 'admin'

export const isAdminField: FieldAccess = ({ req }) => asStaff(req.user)?.role === 'admin'
