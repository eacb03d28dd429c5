import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { isAdmin } from '@/access/is-admin'
import { withDuty } from '@/access/duties'
import { toOptions } from '@/fields/options'
import { firstAndLastName } from '@/fields/person-name'
import { auditStaffChanges } from '@/hooks/audit-staff-changes'
import { GENDERS, PARTICIPATION } from '@/lib/constants'

import { exportRegistrationsCsv } from './export-csv'
import { refreshEventPage } from './hooks/refresh-event-page'

const audit = auditStaffChanges('event-registrations')

/** Registrations for events; no sign-in needed, one per (event, email) and per seat. */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: { singular: 'Event registration', plural: 'Event registrations' },
  admin: adminList('Inbox', ['event', 'first_name', 'last_name', 'email', 'phone', 'createdAt'], {
    useAsTitle: 'email',
    // Office staff look a family up by whatever they have in hand: a name, a phone or an e-mail.
    listSearchableFields: ['first_name', 'last_name', 'phone', 'email'],
    components: {
      beforeListTable: ['@/features/events/admin/registrations-export#RegistrationsExport'],
    },
  }),
  endpoints: [exportRegistrationsCsv],
  // Visitors register through the site or /api/v1, which check dates, duplicates and seats.
  access: {
    create: withDuty('inbox'),
    read: withDuty('inbox'),
    update: withDuty('inbox'),
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  indexes: [
    { fields: ['event', 'email'], unique: true },
    // One registration per seat: two visitors racing for the last seat cannot both get it.
    { fields: ['seat', 'event'], unique: true },
  ],
  // The event page shows how many have registered.
  hooks: {
    afterChange: [refreshEventPage, audit.afterChange],
    afterDelete: [refreshEventPage, audit.afterDelete],
  },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      name: 'seat',
      type: 'number',
      min: 1,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Given at registration when the event has a capacity.',
      },
    },
    firstAndLastName,
    {
      name: 'email',
      type: 'email',
      required: true,
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        ],
      },
    },
    { name: 'phone', type: 'text', required: true, maxLength: 20 },
    { name: 'gender', type: 'select', required: true, options: toOptions(GENDERS) },
    { name: 'present_address', type: 'textarea', required: true, minLength: 10, maxLength: 300 },
    { name: 'permanent_address', type: 'textarea', required: true, minLength: 10, maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'grade', type: 'text', required: true, maxLength: 40 },
        { name: 'school', type: 'text', required: true, minLength: 3, maxLength: 160 },
        { name: 'studentId', label: 'Student ID', type: 'text', maxLength: 40 },
      ],
    },
    { name: 'interests', type: 'textarea', maxLength: 500 },
    { name: 'participation', type: 'select', required: true, options: toOptions(PARTICIPATION) },
    { name: 'notes', type: 'textarea', maxLength: 1000 },
    {
      name: 'terms',
      label: 'Agreed to the terms',
      type: 'checkbox',
      required: true,
      validate: (value: boolean | null | undefined) =>
        value === true || 'You must agree to the terms',
    },
  ],
}
