import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { withDuty } from '@/access/duties'
import { nobody } from '@/access/nobody'
import { adminList } from '@/fields/admin-list'
import { staffText } from '@/fields/staff-text'

/**
 * One entry card let in at a reunion's gate. The entry code is unique, so a card is admitted
 * once whichever phone sends it first; written only by the check-in.
 */
export const ReunionAdmissions: CollectionConfig = {
  slug: 'reunion-admissions',
  labels: {
    singular: staffText('Admission', 'প্রবেশ'),
    plural: staffText('Reunion admissions', 'পুনর্মিলনীতে প্রবেশ'),
  },
  admin: adminList('Alumni', ['name', 'ticket_name', 'reunion', 'admitted_by', 'createdAt']),
  access: { read: withDuty('inbox'), create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'entry_code',
      type: 'text',
      required: true,
      unique: true,
      label: staffText('Entry code', 'প্রবেশ কোড'),
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      label: staffText('Name', 'নাম'),
    },
    {
      name: 'ticket_name',
      type: 'text',
      label: staffText('Ticket', 'টিকিট'),
    },
    {
      name: 'reunion',
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
      label: staffText('Reunion', 'পুনর্মিলনী'),
    },
    {
      name: 'registration',
      type: 'relationship',
      relationTo: 'reunion-registrations',
      required: true,
      label: staffText('Registration', 'নিবন্ধন'),
    },
    {
      name: 'admitted_by',
      type: 'relationship',
      relationTo: 'admins',
      label: staffText('Checked in by', 'প্রবেশ করিয়েছেন'),
    },
  ],
}
