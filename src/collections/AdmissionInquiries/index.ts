import type { CollectionConfig } from 'payload'

import { isStaffField } from '@/access/is-staff'
import { staffInbox } from '@/access/staff-managed'
import { ADMISSION_INQUIRY_STATUSES, LIMITS } from '@/lib/constants'

/** Questions from families about admission, sent from /admission; only staff can read them. */
export const AdmissionInquiries: CollectionConfig = {
  slug: 'admission-inquiries',
  labels: { singular: 'Admission inquiry', plural: 'Admission inquiries' },
  admin: {
    useAsTitle: 'student_name',
    defaultColumns: [
      'status',
      'student_name',
      'class_sought',
      'guardian_name',
      'phone',
      'createdAt',
    ],
    description: 'New inquiries arrive as New; set Contacted once the family has been called.',
    group: 'Inbox',
  },
  access: staffInbox,
  defaultSort: '-createdAt',
  fields: [
    { name: 'student_name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'class_sought',
      type: 'relationship',
      relationTo: 'classes',
      required: true,
      index: true,
    },
    { name: 'guardian_name', type: 'text', required: true, maxLength: 120 },
    { name: 'phone', type: 'text', required: true, maxLength: 20 },
    { name: 'email', type: 'email' },
    { name: 'message', type: 'textarea', maxLength: LIMITS.admissionMessageMax },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: Object.entries(ADMISSION_INQUIRY_STATUSES).map(([value, label]) => ({
        value,
        label,
      })),
      // Families never set it: a new inquiry is always New.
      access: { create: isStaffField },
      admin: { position: 'sidebar' },
    },
  ],
}
