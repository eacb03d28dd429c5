import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { imageField } from '@/fields/image'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateHooks } from '@/hooks/revalidate-site'

/** Alumni the school is proud of, shown in the 'Some of our Alumni' carousel. */
export const Alumni: CollectionConfig = {
  slug: 'alumni',
  labels: { singular: 'Alumnus', plural: 'Alumni' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'current_profession', 'passing_year'],
    group: 'Alumni',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sort_order',
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    imageField('image'),
    { name: 'current_profession', type: 'text', maxLength: 160 },
    { name: 'passing_year', type: 'number', min: 1900, max: 2100 },
    sortOrderField,
  ],
}
