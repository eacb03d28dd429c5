import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'
import { LIMITS } from '@/lib/constants'

/** Messages sent through the contact form; only staff can read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'handled', 'createdAt'],
    group: 'Inbox',
  },
  access: { create: anyone, read: isStaff, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.contactMessageMax },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false },
      admin: { position: 'sidebar', description: 'Tick once someone has replied.' },
    },
  ],
}
