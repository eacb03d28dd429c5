import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { sortedListCollection } from '@/fields/site-content-collection'

/** Notice categories (Admission, Exam, Result …) are the office's to add, rename and order. */
export const NoticeCategories: CollectionConfig = sortedListCollection('notice-categories', {
  labels: { singular: 'Notice category', plural: 'Notice categories' },
  admin: adminList('Notices', ['name', 'sort_order']),
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 60, localized: true },
  ],
})
