import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { inboxCollection } from '@/fields/site-content-collection'
import { ADMISSION_INQUIRY_STATUSES, LIMITS } from '@/lib/constants'

/** Questions from families about admission, sent from /admission; only staff can read them. */
export const AdmissionInquiries: CollectionConfig = inboxCollection('admission-inquiries', {
  labels: { singular: 'Admission inquiry', plural: 'Admission inquiries' },
  admin: adminList(
    'Inbox',
    ['status', 'student_name', 'class_sought', 'guardian_name', 'phone', 'createdAt'],
    {
      useAsTitle: 'student_name',
      description: 'New inquiries arrive as New; set Contacted once the family has been called.',
    },
  ),
  statuses: ADMISSION_INQUIRY_STATUSES,
  newStatus: 'new',
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
  ],
})
