import type { Access, CollectionConfig } from 'payload'

import { ROLE_LABELS, STAFF_ROLES } from '@/access/duties'
import { adminList } from '@/fields/admin-list'
import { staffText } from '@/fields/staff-text'
import { isAdmin, isAdminField } from '@/access/is-admin'
import { asStaff } from '@/access/user-kinds'
import { refuseCommonPassword } from '@/hooks/refuse-common-password'
import { sessionCookies } from '@/lib/cookies'

/** Administrators see every staff account; everyone else only their own. */
const adminOrOwnAccount: Access = (args) => {
  const staff = asStaff(args.req.user)
  if (!staff) return false
  return isAdmin(args) ? true : { id: { equals: staff.id } }
}

/**
 * Office staff who sign in to /admin, each with the roles of their duties (src/access/duties.ts);
 * volunteers only check entry cards in at /check-in.
 */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: adminList('People', ['name', 'email', 'roles']),
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
      name: 'roles',
      label: staffText('Roles', 'ভূমিকা'),
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: STAFF_ROLES.map((value) => ({
        value,
        label: staffText(ROLE_LABELS[value].en, ROLE_LABELS[value].bn),
      })),
      admin: {
        description: staffText(
          'What this person may see and change. Give only the roles their work needs; one person may hold several.',
          'এই ব্যক্তি কী দেখতে ও বদলাতে পারবেন। কাজের জন্য যে ভূমিকা দরকার শুধু সেগুলো দিন; একজন একাধিক ভূমিকা পেতে পারেন।',
        ),
      },
      access: { update: isAdminField, create: isAdminField },
      saveToJWT: true,
    },
    {
      // Set from Account → Language (src/components/admin/panel-language.tsx).
      name: 'panel_language',
      type: 'select',
      label: staffText('Panel language', 'প্যানেলের ভাষা'),
      options: [
        { value: 'en', label: staffText('English', 'ইংরেজি') },
        { value: 'bn-BD', label: staffText('Bangla', 'বাংলা') },
      ],
      admin: { hidden: true },
    },
  ],
}
