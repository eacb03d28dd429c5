import type { PayloadRequest } from 'payload'

import { ForbiddenError } from '@/lib/errors'
import type { Admin, User } from '@/payload-types'

type RequestUser = PayloadRequest['user']
export type Staff = Admin & { collection: 'admins' }

/** A signed-in staff account (the `admins` collection), whatever its role. */
export function asStaff(user: RequestUser): Staff | null {
  return user && user.collection === 'admins' ? (user as Staff) : null
}

/** The signed-in staff account a staff-only use case acts as; anyone else is refused (403). */
export function requireStaff(user: RequestUser): Staff {
  const staff = asStaff(user)
  if (!staff) throw new ForbiddenError()
  return staff
}

/** A signed-in site member (student, teacher, leader) from the `users` collection. */
export function asMember(user: RequestUser): (User & { collection: 'users' }) | null {
  return user && user.collection === 'users' ? (user as User & { collection: 'users' }) : null
}
