import type { CollectionConfig } from 'payload'

import { sortedListCollection } from '@/fields/site-content-collection'

/** Notice categories (Admission, Exam, Result …) are the office's to add, rename and order. */
export const NoticeCategories: CollectionConfig = sortedListCollection({
  slug: 'notice-categories',
  labels: { singular: 'Notice category', plural: 'Notice categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sort_order'],
    group: 'Notices',
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 60, localized: true },
  ],
})
