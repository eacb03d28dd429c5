import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { inboxCollection } from '@/fields/site-content-collection'
import { staffText } from '@/fields/staff-text'
import { CONTACT_MESSAGE_STATUSES, LIMITS } from '@/lib/constants'

/** Messages sent through the contact form; only staff can read them. */
export const ContactMessages: CollectionConfig = inboxCollection('contact-messages', {
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: adminList('Inbox', ['status', 'subject', 'name', 'email', 'createdAt'], {
    useAsTitle: 'subject',
    description: staffText(
      'New messages arrive "Unread" and become "Read" when opened; choose "Replied" once answered.',
      'নতুন বার্তা "পড়া হয়নি" হিসেবে আসে এবং খুললেই "পড়া হয়েছে" হয়ে যায়; উত্তর দেওয়ার পর "উত্তর দেওয়া হয়েছে" বেছে নিন।',
    ),
  }),
  statuses: CONTACT_MESSAGE_STATUSES,
  newStatus: 'unread',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.contactMessageMax },
    {
      name: 'mark_read',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/mark-message-read#MarkMessageRead' } },
    },
  ],
})
