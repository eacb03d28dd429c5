import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { imageField } from '@/fields/image'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateHooks } from '@/hooks/revalidate-site'

export const CampusGallery: CollectionConfig = {
  slug: 'campus-gallery',
  labels: { singular: 'Gallery item', plural: 'Campus gallery' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'static_status', 'sort_order'],
    group: 'School',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sort_order',
  hooks: revalidateHooks,
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
    sortOrderField,
  ],
}
