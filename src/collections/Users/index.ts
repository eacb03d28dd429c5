import type { CollectionConfig, Field } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { isSelfOrAdmin } from '@/access/is-self-or-admin'
import { isStaffField } from '@/access/is-staff'
import type { ProfileSection } from '@/features/profile/privacy'
import {
  BLOOD_GROUPS,
  CLASS_CHOICES,
  GENDERS,
  GROUPS,
  LANGUAGES,
  SPECIALIZATIONS,
} from '@/lib/constants'
import { toOptions } from '@/fields/options'
import { sessionCookies } from '@/lib/cookies'

import { canReadOwnSettings, canReadSection } from './access/can-read-section'
import { canChangeRole, canSetRoleOnCreate } from './access/role-access'
import { forgotPasswordEmail } from './forgot-password-email'
import { refuseCommonPassword } from '@/hooks/refuse-common-password'

import { enforceVisibility } from './hooks/enforce-visibility'
import { eraseMemberData } from './hooks/erase-member-data'
import { forgetMemberPages, revalidateMemberPages } from './hooks/revalidate-member-pages'

/** Marks every field of a private profile section with the section's read rule. */
function privateSection(section: ProfileSection, fields: Field[]): Field[] {
  return fields.map((field) => ({ ...field, access: { read: canReadSection(section) } }) as Field)
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    useAsTitle: 'first_name',
    defaultColumns: ['first_name', 'last_name', 'email', 'role', 'student_class'],
    group: 'People',
    description: 'Students, teachers and leaders who sign in on the public site.',
  },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    useSessions: true,
    cookies: sessionCookies,
    forgotPassword: forgotPasswordEmail,
  },
  access: {
    // Members sign in on the public site only; the admin panel belongs to the admins collection.
    admin: () => false,
    create: anyone,
    read: anyone,
    update: isSelfOrAdmin,
    delete: isSelfOrAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeValidate: [refuseCommonPassword],
    beforeChange: [enforceVisibility],
    afterChange: [revalidateMemberPages],
    beforeDelete: [eraseMemberData],
    afterDelete: [forgetMemberPages],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Profile',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'first_name', type: 'text', required: true, maxLength: 80 },
                { name: 'last_name', type: 'text', required: true, maxLength: 80 },
              ],
            },
            {
              name: 'role',
              type: 'select',
              required: true,
              defaultValue: '8',
              options: [
                { label: 'Student (8)', value: '8' },
                { label: 'Teacher (9)', value: '9' },
                { label: 'Leadership (10)', value: '10' },
              ],
              access: { create: canSetRoleOnCreate, update: canChangeRole },
              index: true,
            },
            {
              type: 'row',
              fields: [
                { name: 'profile_image', type: 'upload', relationTo: 'media' },
                { name: 'banner', type: 'upload', relationTo: 'media' },
              ],
            },
            {
              name: 'designation',
              type: 'text',
              maxLength: 120,
              admin: { description: 'Shown on the About page for leaders and faculty.' },
            },
            {
              name: 'specialization',
              type: 'select',
              options: toOptions(SPECIALIZATIONS),
              admin: { condition: (data) => data?.role === '9' || data?.role === '10' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'student_class',
                  label: 'Class',
                  type: 'select',
                  options: toOptions(CLASS_CHOICES),
                  admin: { condition: (data) => data?.role === '8' },
                },
                {
                  name: 'group',
                  type: 'select',
                  options: toOptions(GROUPS),
                  admin: { condition: (data) => data?.role === '8' },
                },
                {
                  name: 'section',
                  type: 'text',
                  maxLength: 20,
                  admin: { condition: (data) => data?.role === '8' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'current_school', type: 'text', maxLength: 160 },
                { name: 'previous_school', type: 'text', maxLength: 160 },
              ],
            },
            {
              name: 'hobbies',
              type: 'array',
              maxRows: 30,
              fields: [
                { name: 'value', label: 'Hobby', type: 'text', required: true, maxLength: 60 },
              ],
            },
          ],
        },
        {
          label: 'Student details',
          description: 'Private unless the member makes this section public.',
          fields: privateSection('details', [
            { name: 'student_id', type: 'text', maxLength: 40 },
            { name: 'teacher_id', type: 'text', maxLength: 40 },
            { name: 'roll', type: 'text', maxLength: 20 },
            {
              name: 'blood_grp',
              label: 'Blood group',
              type: 'select',
              options: toOptions(BLOOD_GROUPS),
            },
            { name: 'nationality', type: 'text', maxLength: 60 },
          ]),
        },
        {
          label: 'Contact',
          description: 'Private unless an adult member makes this section public.',
          fields: [
            // Merged into Payload's own email field: sign-in address, private like other contacts.
            { name: 'email', type: 'email', access: { read: canReadSection('contact') } },
            ...privateSection('contact', [
              { name: 'phone', type: 'text', maxLength: 20 },
              { name: 'alternative_phone', type: 'text', maxLength: 20 },
              { name: 'emergency_phone', type: 'text', maxLength: 20 },
            ]),
          ],
        },
        {
          label: 'Parents & guardian',
          description: 'Private unless an adult member makes this section public.',
          fields: privateSection('guardian', [
            { name: 'father_name', type: 'text', maxLength: 120 },
            { name: 'father_phone', type: 'text', maxLength: 20 },
            { name: 'mother_name', type: 'text', maxLength: 120 },
            { name: 'mother_phone', type: 'text', maxLength: 20 },
            { name: 'local_guardian_name', type: 'text', maxLength: 120 },
            { name: 'local_guardian_phone', type: 'text', maxLength: 20 },
          ]),
        },
        {
          label: 'Address',
          description: 'Private unless an adult member makes this section public.',
          fields: privateSection('address', [
            { name: 'post_office', label: 'Post office (location)', type: 'text', maxLength: 120 },
            { name: 'current_village', label: 'Current address', type: 'text', maxLength: 240 },
            { name: 'village', label: 'Permanent address', type: 'text', maxLength: 240 },
          ]),
        },
        {
          label: 'Basic info',
          description: 'Private unless the member makes this section public.',
          fields: privateSection('basic', [
            { name: 'gender', type: 'select', options: toOptions(GENDERS) },
            { name: 'birthdate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
            { name: 'language', type: 'select', options: toOptions(LANGUAGES) },
          ]),
        },
        {
          label: 'Privacy',
          fields: [
            {
              name: 'visibility',
              type: 'group',
              admin: {
                description:
                  'Sections shown to everyone. Members under 18 cannot publish contact, guardian or address details.',
              },
              access: { read: canReadOwnSettings },
              fields: [
                {
                  name: 'details',
                  label: 'Student details public',
                  type: 'checkbox',
                  defaultValue: false,
                },
                { name: 'contact', label: 'Contact public', type: 'checkbox', defaultValue: false },
                {
                  name: 'guardian',
                  label: 'Parents & guardian public',
                  type: 'checkbox',
                  defaultValue: false,
                },
                { name: 'address', label: 'Address public', type: 'checkbox', defaultValue: false },
                {
                  name: 'basic',
                  label: 'Basic info public',
                  type: 'checkbox',
                  defaultValue: false,
                },
              ],
            },
            {
              name: 'guardian_consent',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description: 'A parent or guardian has agreed to this account (members under 18).',
              },
              access: { read: canReadOwnSettings, update: isStaffField },
            },
          ],
        },
      ],
    },
  ],
}
