import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { sortedListCollection } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'

/** The alumni networks ('resources' in the old API) that members join and pay dues to. */
export const AlumniResources: CollectionConfig = sortedListCollection('alumni-resources', {
  labels: { singular: 'Alumni network', plural: 'Alumni networks' },
  admin: adminList('Alumni', ['title', 'short_description', 'sort_order']),
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
  ],
})
