import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateHooks } from '@/hooks/revalidate-site'

/** Notice categories (Admission, Exam, Result …) are the office's to add, rename and order. */
export const NoticeCategories: CollectionConfig = {
  slug: 'notice-categories',
  labels: { singular: 'Notice category', plural: 'Notice categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sort_order'],
    group: 'Notices',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sort_order',
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 60, localized: true },
    sortOrderField,
  ],
}
