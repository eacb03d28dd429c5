import type { CollectionConfig } from 'payload'

import { sortedListCollection } from '@/fields/site-content-collection'
import { toOptions } from '@/fields/options'
import { CONTACT_ENTRY_TYPES } from '@/lib/constants'

/** Phone numbers listed on the contact page. */
export const ContactEntries: CollectionConfig = sortedListCollection({
  slug: 'contact-entries',
  labels: { singular: 'Contact number', plural: 'Contact numbers' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'phone', 'type'], group: 'School' },
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
