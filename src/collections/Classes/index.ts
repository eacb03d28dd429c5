import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { sortedListCollection } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'
import { listOfText } from '@/fields/list-of-text'

export const Classes: CollectionConfig = sortedListCollection('classes', {
  labels: { singular: 'Class', plural: 'Classes' },
  admin: adminList('School', ['name', 'duration', 'fees', 'sort_order']),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, localized: true },
    imageField('image'),
    { name: 'short_description', type: 'textarea', maxLength: 300, localized: true },
    { name: 'long_description', type: 'richText', localized: true },
    listOfText('subject', 'Subjects'),
    listOfText('teacher', 'Teachers'),
    listOfText('requiredments', 'Admission requirements'),
    {
      type: 'row',
      fields: [
        { name: 'duration', type: 'text', maxLength: 80 },
        { name: 'fees', type: 'text', maxLength: 80 },
      ],
    },
  ],
})
