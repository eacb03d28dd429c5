import type { Access, FieldAccess } from 'payload'

import { isAdministrator } from './duties'

export const isAdmin: Access = ({ req }) => isAdministrator(req.user)

export const isAdminField: FieldAccess = ({ req }) => isAdministrator(req.user)
