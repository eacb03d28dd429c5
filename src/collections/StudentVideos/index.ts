import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { sortedListCollection } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'
import { validateHttpsUrl } from '@/fields/validate-url'

export const StudentVideos: CollectionConfig = sortedListCollection('student-videos', {
  labels: { singular: 'Student video', plural: 'Student videos' },
  admin: adminList('School', ['title', 'video_link', 'sort_order']),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    imageField('image', {
      required: true,
      admin: { description: 'The poster shown before the video plays.' },
    }),
    {
      name: 'video_link',
      type: 'text',
      required: true,
      validate: validateHttpsUrl,
      admin: { description: 'A YouTube or other https video address.' },
    },
  ],
})
