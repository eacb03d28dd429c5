import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'

export const AUDITED_COLLECTIONS = ['event-registrations', 'alumni-registrations'] as const

/**
 * Who did what, and when, to registrations and payments. Written only by the collections' own
 * hooks inside the same transaction as the change; nobody can edit or delete an entry.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actor_email', 'action', 'target_collection', 'summary'],
    group: 'People',
    description: 'Every change staff make to event registrations and alumni payments.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'actor', type: 'relationship', relationTo: 'admins', index: true },
    {
      name: 'actor_email',
      type: 'text',
      required: true,
      admin: { description: 'Kept even if the staff account is later removed.' },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: ['create', 'update', 'delete'].map((value) => ({ value, label: value })),
      index: true,
    },
    {
      name: 'target_collection',
      type: 'select',
      required: true,
      options: AUDITED_COLLECTIONS.map((value) => ({ value, label: value })),
      index: true,
    },
    { name: 'target_id', type: 'text', required: true, index: true },
    { name: 'summary', type: 'text', required: true },
    {
      name: 'changes',
      type: 'json',
      admin: { description: 'Each changed field with its value before and after.' },
    },
  ],
}
