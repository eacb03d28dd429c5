import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { sortedListCollection } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'
import { toLabelledOptions } from '@/fields/options'

export const CampusGallery: CollectionConfig = sortedListCollection('campus-gallery', {
  labels: { singular: 'Gallery item', plural: 'Campus gallery' },
  admin: adminList('School', ['title', 'static_status', 'sort_order']),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    { name: 'description', type: 'textarea', maxLength: 500 },
    imageField('image', { required: true }),
    {
      name: 'static_status',
      label: 'Where it appears',
      type: 'select',
      required: true,
      defaultValue: '0',
      options: toLabelledOptions({
        '0': 'Memories grid (all images)',
        '1': 'Story list (image, title and description)',
      }),
      index: true,
    },
  ],
})
