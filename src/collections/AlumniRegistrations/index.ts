import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { isAdmin } from '@/access/is-admin'
import { isMemberOrStaff } from '@/access/is-member-or-staff'
import { isStaff, isStaffField } from '@/access/is-staff'
import { ownedByMemberOrStaff } from '@/access/owned-by-member-or-staff'
import { imageField } from '@/fields/image'
import { validateWebLink } from '@/fields/validate-url'
import { auditStaffChanges } from '@/hooks/audit-staff-changes'
import { toOptions } from '@/fields/options'
import {
  ALUMNI_REGISTRATION_STATUSES,
  ALUMNI_STATUS_LABELS,
  DEGREES,
  PAYMENT_METHODS,
} from '@/lib/constants'

import { notifyDecision } from './hooks/notify-decision'
import { prepareRegistration } from './hooks/prepare-registration'

const audit = auditStaffChanges('alumni-registrations')

/** Membership of an alumni network with its payment; staff verify the payment. */
export const AlumniRegistrations: CollectionConfig = {
  slug: 'alumni-registrations',
  labels: { singular: 'Alumni registration', plural: 'Alumni registrations' },
  admin: adminList('Alumni', [
    'name',
    'network',
    'payment_method',
    'transaction_id',
    'status',
    'createdAt',
  ]),
  access: { create: isMemberOrStaff, read: ownedByMemberOrStaff, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['payment_method', 'transaction_key'], unique: true }],
  hooks: {
    beforeChange: [prepareRegistration],
    afterChange: [notifyDecision, audit.afterChange],
    afterDelete: [audit.afterDelete],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ALUMNI_REGISTRATION_STATUSES.map((value) => ({
        value,
        label: ALUMNI_STATUS_LABELS[value],
      })),
      index: true,
      access: { create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'verified_by',
      type: 'relationship',
      relationTo: 'admins',
      access: { create: () => false, update: () => false, read: isStaffField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'verified_at',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'decision_note',
      type: 'textarea',
      maxLength: 500,
      access: { create: isStaffField, update: isStaffField },
      admin: {
        position: 'sidebar',
        description: 'Why a payment was rejected (shown to the member).',
      },
    },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'network', type: 'relationship', relationTo: 'alumni-resources', required: true },
    {
      name: 'alumni_type',
      type: 'text',
      maxLength: 160,
      admin: { description: 'The network title.' },
    },
    { name: 'name', label: 'Full name', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        {
          name: 'passing_year',
          label: 'Graduation year',
          type: 'number',
          required: true,
          min: 1900,
          max: 2100,
        },
        { name: 'degree', type: 'select', required: true, options: toOptions(DEGREES) },
        { name: 'batch', type: 'text', required: true, maxLength: 40 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'job_title', type: 'text', required: true, maxLength: 120 },
        { name: 'current_profession', type: 'text', required: true, maxLength: 120 },
        { name: 'company_name', type: 'text', required: true, maxLength: 160 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone_no', type: 'text', maxLength: 20 },
        { name: 'linkedin_url', type: 'text', maxLength: 300, validate: validateWebLink },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'payment_method', type: 'select', options: toOptions(PAYMENT_METHODS) },
        { name: 'transaction_id', type: 'text', maxLength: 60 },
        {
          name: 'amount',
          type: 'text',
          maxLength: 80,
          access: { create: isStaffField, update: isStaffField },
          admin: { description: 'The network’s membership fee when the member registered.' },
        },
      ],
    },
    {
      name: 'transaction_key',
      type: 'text',
      admin: { hidden: true },
      access: { read: isStaffField },
    },
    imageField('image'),
  ],
}
