import type { Access, CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { toLabelledOptions } from '@/fields/options'
import { staffText } from '@/fields/staff-text'
import { isAdmin, isAdminField } from '@/access/is-admin'
import { asStaff } from '@/access/user-kinds'
import { refuseCommonPassword } from '@/hooks/refuse-common-password'
import { sessionCookies } from '@/lib/cookies'

/** Admins see every staff account; editors only their own. */
const adminOrOwnAccount: Access = ({ req }) => {
  const staff = asStaff(req.user)
  if (!staff) return false
  return staff.role === 'admin' ? true : { id: { equals: staff.id } }
}

/**
 * Office staff who sign in to /admin: admins manage everything, editors manage content;
 * volunteers only check entry cards in at /check-in.
 */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: adminList('People', ['name', 'email', 'role']),
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account is locked for a fixed time by whoever knows its e-mail: wrong passwords slow it
    // instead, and a stranger's address is stopped first (src/lib/limit-settings.ts).
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: sessionCookies,
  },
  hooks: { beforeValidate: [refuseCommonPassword] },
  access: {
    admin: ({ req }) => asStaff(req.user) !== null,
    create: isAdmin,
    delete: isAdmin,
    read: adminOrOwnAccount,
    update: adminOrOwnAccount,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        ...toLabelledOptions({ admin: 'Admin (everything)', editor: 'Editor (content)' }),
        {
          value: 'volunteer',
          label: staffText(
            'Volunteer (reunion check-in only)',
            'স্বেচ্ছাসেবক (শুধু পুনর্মিলনীর প্রবেশ যাচাই)',
          ),
        },
      ],
      access: { update: isAdminField, create: isAdminField },
      saveToJWT: true,
    },
  ],
}
