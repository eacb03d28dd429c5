import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { startDateField } from '@/fields/dates'
import { featuredField } from '@/fields/featured'
import { imageField } from '@/fields/image'
import { listOfText } from '@/fields/list-of-text'
import { publishedContentCollection } from '@/fields/site-content-collection'
import { EVENT_TYPES } from '@/lib/constants'
import { toOptions } from '@/fields/options'

type TypedData = { type?: string } | undefined

const isGathering = (data: TypedData) => data?.type === 'Event' || data?.type === 'Alumni'

/** One collection for events, alumni events, articles and blogs, told apart by `type`. */
export const Events: CollectionConfig = publishedContentCollection('events', {
  labels: { singular: 'Event, article or blog', plural: 'Events, articles & blogs' },
  admin: adminList('Content', ['name', 'type', 'start_date', 'is_featured', '_status'], {
    listSearchableFields: ['name', 'company', 'sub_nameor_title'],
    description: 'Filter the list by Type to work on events, alumni events, articles or blogs.',
  }),
  // Public lists read the published items of one type by date: one index walk.
  indexes: [{ fields: ['type', '_status', 'start_date', 'createdAt'] }],
  defaultSort: '-start_date',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, localized: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'Event',
      options: toOptions(EVENT_TYPES),
      index: true,
      admin: { position: 'sidebar' },
    },
    featuredField,
    { name: 'sub_nameor_title', label: 'Subtitle', type: 'text', maxLength: 240, localized: true },
    imageField('image', { admin: { description: 'A placeholder picture is shown when empty.' } }),
    {
      type: 'row',
      fields: [
        startDateField({ pickerAppearance: 'dayAndTime' }),
        {
          name: 'end_date',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, condition: isGathering },
        },
      ],
    },
    {
      name: 'company',
      label: 'Location',
      type: 'text',
      maxLength: 200,
      admin: {
        condition: isGathering,
        description: 'Shown as the location, and used for the map.',
      },
    },
    { name: 'details', type: 'richText', localized: true },
    {
      type: 'collapsible',
      label: 'Programme',
      admin: { condition: isGathering },
      fields: [
        listOfText('speakers_info', 'Speakers'),
        listOfText('workshops_info', 'Workshops'),
        listOfText('networks_info', 'Networking'),
        {
          name: 'capacity',
          type: 'number',
          min: 1,
          admin: { description: 'Leave empty for no limit on registrations.' },
        },
      ],
    },
    imageField('event_images', { hasMany: true, label: 'Gallery images', maxRows: 40 }),
  ],
})
