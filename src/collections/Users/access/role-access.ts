import type { FieldAccess } from 'payload'

import { asStaff } from '@/access/user-kinds'
import { SELF_REGISTER_ROLES, type RoleCode } from '@/lib/constants'

/** Anyone may register as a student or teacher; only staff may grant leadership (role 10). */
export const canSetRoleOnCreate: FieldAccess = ({ req, data }) => {
  if (asStaff(req.user)) return true
  return SELF_REGISTER_ROLES.includes(Number(data?.role) as RoleCode)
}

/** A member can never change their own role. */
export const canChangeRole: FieldAccess = ({ req }) => asStaff(req.user)?.role === 'admin'
