import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { toOptions } from '@/fields/options'
import { sortOrderField } from '@/fields/sort-order'
import { CONTACT_ENTRY_TYPES } from '@/lib/constants'
import { revalidateHooks } from '@/hooks/revalidate-site'

/** Phone numbers listed on the contact page. */
export const ContactEntries: CollectionConfig = {
  slug: 'contact-entries',
  labels: { singular: 'Contact number', plural: 'Contact numbers' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'phone', 'type'], group: 'School' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sort_order',
  hooks: revalidateHooks,
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
    sortOrderField,
  ],
}
