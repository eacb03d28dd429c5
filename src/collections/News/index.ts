import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { publishDateField } from '@/fields/dates'
import { featuredField } from '@/fields/featured'
import { imageField } from '@/fields/image'
import { publishedContentCollection } from '@/fields/site-content-collection'
import { toOptions } from '@/fields/options'
import { NEWS_CATEGORIES } from '@/lib/constants'

import { computeReadTime } from './hooks/compute-read-time'

export const News: CollectionConfig = publishedContentCollection('news', {
  titleField: 'title',
  pagePath: (doc) => `/news/${String(doc.id)}`,
  labels: { singular: 'News item', plural: 'News' },
  admin: adminList('Content', ['title', 'category', 'publish_date', 'is_featured', '_status'], {
    listSearchableFields: ['title', 'short_description', 'author'],
  }),
  // Public lists read published news newest first: one index walk, however many there are.
  indexes: [{ fields: ['_status', 'publish_date', 'createdAt'] }],
  defaultSort: '-publish_date',
  beforeChange: [computeReadTime],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    imageField('media', { admin: { description: 'A default picture is shown when empty.' } }),
    {
      type: 'row',
      fields: [
        publishDateField,
        { name: 'category', type: 'select', options: toOptions(NEWS_CATEGORIES), index: true },
        { name: 'author', type: 'text', maxLength: 120 },
      ],
    },
    { name: 'short_description', type: 'textarea', maxLength: 400, localized: true },
    { name: 'description', type: 'richText', localized: true },
    featuredField,
    {
      name: 'read_time',
      label: 'Read time (minutes)',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar', description: 'Computed from the text.' },
    },
  ],
})
