import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { withDuty } from '@/access/duties'
import { nobody } from '@/access/nobody'
import { toLabelledOptions } from '@/fields/options'

export const AUDITED_COLLECTIONS = [
  'event-registrations',
  'alumni-registrations',
  'statement-lines',
  'reunion-registrations',
  'payment-accounts',
] as const

/**
 * Who did what, and when, to registrations and payments. Written only by the collections' own
 * hooks inside the same transaction as the change; nobody can edit or delete an entry.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: adminList(
    'People',
    ['createdAt', 'actor_email', 'action', 'target_collection', 'summary'],
    {
      // Each entry is headed by when it happened; what happened is written in the panel's words.
      useAsTitle: 'createdAt',
      description: 'Every change staff make to event registrations and alumni payments.',
    },
  ),
  // What staff did is the Administrator's to read.
  access: { read: withDuty('staff'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      name: 'actor',
      label: 'Staff member',
      type: 'relationship',
      relationTo: 'admins',
      index: true,
    },
    {
      name: 'actor_email',
      label: 'Staff e-mail',
      type: 'text',
      required: true,
      admin: { description: 'Kept even if the staff account is later removed.' },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: toLabelledOptions({ create: 'Created', update: 'Changed', delete: 'Deleted' }),
      index: true,
    },
    {
      name: 'target_collection',
      label: 'Record',
      type: 'select',
      required: true,
      options: toLabelledOptions({
        'event-registrations': 'Event registration',
        'alumni-registrations': 'Alumni registration',
        'statement-lines': 'Statement line',
        'reunion-registrations': 'Reunion registration',
        'payment-accounts': 'Payment accounts',
      } satisfies Record<(typeof AUDITED_COLLECTIONS)[number], string>),
      index: true,
    },
    { name: 'target_id', label: 'Record id', type: 'text', required: true, index: true },
    {
      // Stored in English for programs reading the log; staff read it in the panel's words.
      name: 'summary',
      type: 'text',
      required: true,
      admin: {
        components: {
          Cell: '@/components/admin/audit-summary#AuditSummaryCell',
          Field: '@/components/admin/audit-summary#AuditSummaryField',
        },
      },
    },
    {
      name: 'changes',
      type: 'json',
      admin: { description: 'Each changed field with its value before and after.' },
    },
  ],
}
