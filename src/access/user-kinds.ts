import type { PayloadRequest } from 'payload'

import type { Admin, User } from '@/payload-types'

type RequestUser = PayloadRequest['user']

/** A signed-in staff account (the `admins` collection), whatever its role. */
export function asStaff(user: RequestUser): (Admin & { collection: 'admins' }) | null {
  return user && user.collection === 'admins' ? (user as Admin & { collection: 'admins' }) : null
}

/** A signed-in site member (student, teacher, leader) from the `users` collection. */
export function asMember(user: RequestUser): (User & { collection: 'users' }) | null {
  return user && user.collection === 'users' ? (user as User & { collection: 'users' }) : null
}
