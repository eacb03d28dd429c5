import type { CollectionConfig } from 'payload'

import { sortedListCollection } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'

export const CampusGallery: CollectionConfig = sortedListCollection({
  slug: 'campus-gallery',
  labels: { singular: 'Gallery item', plural: 'Campus gallery' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'static_status', 'sort_order'],
    group: 'School',
  },
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
      options: [
        { label: 'Memories grid (all images)', value: '0' },
        { label: 'Story list (image, title and description)', value: '1' },
      ],
      index: true,
    },
  ],
})
