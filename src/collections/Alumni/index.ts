import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { sortedListCollection } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'

/** Alumni the school is proud of, shown in the 'Some of our Alumni' carousel. */
export const Alumni: CollectionConfig = sortedListCollection('alumni', {
  labels: { singular: 'Alumnus', plural: 'Alumni' },
  admin: adminList('Alumni', ['name', 'current_profession', 'passing_year']),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    imageField('image'),
    { name: 'current_profession', type: 'text', maxLength: 160 },
    { name: 'passing_year', type: 'number', min: 1900, max: 2100 },
  ],
})
