import type { CollectionConfig } from 'payload'

import { isStaffField } from '@/access/is-staff'
import { staffInbox } from '@/access/staff-managed'
import { CONTACT_MESSAGE_STATUSES, LIMITS } from '@/lib/constants'

/** Messages sent through the contact form; only staff can read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['status', 'subject', 'name', 'email', 'createdAt'],
    description: 'New messages arrive Unread; set Read once opened and Replied once answered.',
    group: 'Inbox',
  },
  access: staffInbox,
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.contactMessageMax },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'unread',
      index: true,
      options: Object.entries(CONTACT_MESSAGE_STATUSES).map(([value, label]) => ({ value, label })),
      // Visitors never set it: a new message is always Unread.
      access: { create: isStaffField },
      admin: { position: 'sidebar' },
    },
  ],
}
