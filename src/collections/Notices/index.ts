import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { dayPicker, notBefore, publishDateField } from '@/fields/dates'
import { sendToGuardiansField } from '@/fields/send-to-guardians'
import { publishedContentCollection } from '@/fields/site-content-collection'
import { staffText } from '@/fields/staff-text'

import { setExcerpt } from './hooks/set-excerpt'

/** Circulars, routines, results and holiday lists: what families check every week. */
export const Notices: CollectionConfig = publishedContentCollection('notices', {
  titleField: 'title',
  pagePath: (doc) => `/notices/${String(doc.id)}`,
  labels: { singular: 'Notice', plural: 'Notices' },
  admin: adminList(
    'Notices',
    ['title', 'category', 'publish_date', 'pinned', 'expires_at', '_status'],
    {
      listSearchableFields: ['title', 'excerpt'],
      description:
        'Pinned notices come first and run in the top bar until they expire. Use Schedule to publish later.',
    },
  ),
  defaultSort: '-publish_date',
  beforeChange: [setExcerpt],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'notice-categories',
          required: true,
          index: true,
        },
        publishDateField,
      ],
    },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'documents',
      hasMany: true,
      maxRows: 10,
      admin: { description: 'PDFs or images (up to 5 MB each), offered for download.' },
    },
    {
      name: 'excerpt',
      type: 'text',
      localized: true,
      // Named in the list's search box ("Search by title or summary").
      label: staffText('Summary', 'সংক্ষেপ'),
      admin: { hidden: true },
    },
    {
      name: 'pinned',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Listed first and shown in the top bar.' },
    },
    {
      name: 'expires_at',
      label: 'Expiry date',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: dayPicker,
        description:
          'After this day the notice is no longer pinned or in the top bar; it stays in the archive.',
      },
      validate: notBefore('publish_date', 'The expiry date cannot be before the publish date.'),
    },
    sendToGuardiansField('notice'),
  ],
})
