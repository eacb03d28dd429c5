import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { imageField } from '@/fields/image'
import { sortOrderField } from '@/fields/sort-order'
import { validateHttpsUrl } from '@/fields/validate-url'
import { revalidateHooks } from '@/hooks/revalidate-site'

export const StudentVideos: CollectionConfig = {
  slug: 'student-videos',
  labels: { singular: 'Student video', plural: 'Student videos' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'video_link', 'sort_order'],
    group: 'School',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sort_order',
  hooks: revalidateHooks,
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
    sortOrderField,
  ],
}
