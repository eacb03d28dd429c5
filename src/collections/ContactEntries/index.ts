import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { sortedListCollection } from '@/fields/site-content-collection'
import { toOptions } from '@/fields/options'
import { CONTACT_ENTRY_TYPES } from '@/lib/constants'

/** Phone numbers listed on the contact page. */
export const ContactEntries: CollectionConfig = sortedListCollection('contact-entries', {
  labels: { singular: 'Contact number', plural: 'Contact numbers' },
  admin: adminList('School', ['title', 'phone', 'type']),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'phone', type: 'text', required: true, maxLength: 40 },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: toOptions(CONTACT_ENTRY_TYPES),
      index: true,
    },
  ],
})
