import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { imageField } from '@/fields/image'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateHooks } from '@/hooks/revalidate-site'

/** The alumni networks ('resources' in the spec) that members join and pay dues to. */
export const AlumniResources: CollectionConfig = {
  slug: 'alumni-resources',
  labels: { singular: 'Alumni network', plural: 'Alumni networks' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'short_description', 'sort_order'],
    group: 'Alumni',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sort_order',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    imageField('image'),
    { name: 'short_description', type: 'textarea', maxLength: 300 },
    { name: 'details', type: 'richText' },
    {
      name: 'membership_fee',
      type: 'text',
      maxLength: 80,
      admin: { description: 'Shown in the join form, e.g. "৳1,000 per year".' },
    },
    sortOrderField,
  ],
}
