import type { PayloadRequest } from 'payload'

import { asStaffAccount, hasDuty, rolesOf } from '@/access/duties'
import { ForbiddenError, UnauthorizedError } from '@/lib/errors'
import type { Admin, User } from '@/payload-types'

type RequestUser = PayloadRequest['user']
export type Staff = Admin & { collection: 'admins' }

/**
 * A signed-in office account (the `admins` collection) with a duty in the admin panel: any role
 * but volunteer. Volunteers only admit people at a reunion's gate (`asGateKeeper`). What each
 * role may do is decided by its duties (src/access/duties.ts).
 */
export function asStaff(user: RequestUser): Staff | null {
  const account = asStaffAccount(user)
  return account && rolesOf(user).some((role) => role !== 'volunteer') ? account : null
}

/** Whoever may check entry cards in at a reunion's gate. */
export function asGateKeeper(user: RequestUser): Staff | null {
  return hasDuty(user, 'gate') ? asStaffAccount(user) : null
}

/** The signed-in staff account a staff-only use case acts as; anyone else is refused (403). */
export function requireStaff(user: RequestUser): Staff {
  const staff = asStaff(user)
  if (!staff) throw new ForbiddenError()
  return staff
}

/** The staff member or volunteer checking people in; signed out is 401, anyone else 403. */
export function requireGateKeeper(user: RequestUser): Staff {
  if (!user) throw new UnauthorizedError()
  const account = asGateKeeper(user)
  if (!account) throw new ForbiddenError()
  return account
}

/** A signed-in site member (student, teacher, leader) from the `users` collection. */
export function asMember(user: RequestUser): (User & { collection: 'users' }) | null {
  return user && user.collection === 'users' ? (user as User & { collection: 'users' }) : null
}
