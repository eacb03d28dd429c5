import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { dayAndTimePicker, notAfter, startDateField } from '@/fields/dates'
import { featuredField } from '@/fields/featured'
import { imageField } from '@/fields/image'
import { listOfText } from '@/fields/list-of-text'
import { publishedContentCollection } from '@/fields/site-content-collection'
import { staffText } from '@/fields/staff-text'
import { EVENT_TYPES, type EventType } from '@/lib/constants'
import { toOptions } from '@/fields/options'

import { reunionField } from './reunion-fields'

type TypedData = { type?: string } | undefined

const isGathering = (data: TypedData) => data?.type === 'Event' || data?.type === 'Alumni'

/** Where each type of item has its pages on the site. */
const PAGES_OF_TYPE: Record<EventType, string> = {
  Event: '/events',
  Alumni: '/alumni-association/alumni-events',
  Article: '/articles',
  Blog: '/blogs',
}

/** One collection for events, alumni events, articles and blogs, told apart by `type`. */
export const Events: CollectionConfig = publishedContentCollection('events', {
  titleField: 'name',
  pagePath: (doc) => `${PAGES_OF_TYPE[doc.type as EventType] ?? '/events'}/${String(doc.id)}`,
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
    {
      type: 'collapsible',
      label: staffText('Registrations', 'নিবন্ধন'),
      admin: { condition: isGathering },
      fields: [
        {
          name: 'registered',
          type: 'ui',
          admin: {
            components: { Field: '@/features/events/admin/registered-count#RegisteredCount' },
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'capacity',
              label: staffText('Seats', 'আসন সংখ্যা'),
              type: 'number',
              min: 1,
              admin: {
                description: staffText(
                  'Leave empty for no limit on registrations.',
                  'নিবন্ধনের কোনো সীমা না থাকলে খালি রাখুন।',
                ),
              },
            },
            {
              name: 'registration_closes',
              label: staffText('Registration closes', 'নিবন্ধন বন্ধ হবে'),
              type: 'date',
              validate: notAfter('end_date', 'start_date', [
                'Registration must close before the event ends.',
                'অনুষ্ঠান শেষ হওয়ার আগেই নিবন্ধন বন্ধ হতে হবে।',
              ]),
              admin: {
                date: dayAndTimePicker,
                description: staffText(
                  'Dhaka time. Leave empty to take registrations until the event ends.',
                  'ঢাকার সময়। অনুষ্ঠান শেষ হওয়া পর্যন্ত নিবন্ধন নিতে খালি রাখুন।',
                ),
              },
            },
          ],
        },
      ],
    },
    reunionField,
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
      ],
    },
    imageField('event_images', { hasMany: true, label: 'Gallery images', maxRows: 40 }),
  ],
})
