import type { FieldAccess } from 'payload'

import { hasDuty } from '@/access/duties'
import { SELF_REGISTER_ROLES, type RoleCode } from '@/lib/constants'

/** Anyone may register as a student or teacher; only staff may grant leadership (role 10). */
export const canSetRoleOnCreate: FieldAccess = ({ req, data }) => {
  if (hasDuty(req.user, 'members')) return true
  return SELF_REGISTER_ROLES.includes(Number(data?.role) as RoleCode)
}

/** A member can never change their own role; the office can. */
export const canChangeRole: FieldAccess = ({ req }) => hasDuty(req.user, 'members')
