import type { CollectionConfig } from 'payload'

import { withDuty } from '@/access/duties'
import { nobody } from '@/access/nobody'
import { staffText } from '@/fields/staff-text'

/**
 * The SMS parts the school sent each day (Dhaka time), counted before each message goes, so the
 * daily spending limit in the site settings holds across every sender. Written only by sending.
 */
export const SmsDays: CollectionConfig = {
  slug: 'sms-days',
  labels: {
    singular: staffText('SMS spent in a day', 'এক দিনের এসএমএস খরচ'),
    plural: staffText('SMS spent per day', 'প্রতিদিনের এসএমএস খরচ'),
  },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'parts', 'limit_reached_at'],
    group: staffText('Messages', 'বার্তা'),
    description: staffText(
      'SMS parts sent each day: broadcasts and the codes that confirm guardians’ phones. The daily limit is in Site settings.',
      'প্রতিদিন পাঠানো এসএমএস ভাগ: বার্তা ও অভিভাবকের ফোন নিশ্চিত করার কোড। দৈনিক সীমা সাইট সেটিংসে।',
    ),
  },
  access: { read: withDuty('messages'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'day',
      label: staffText('Day', 'দিন'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'parts',
      label: staffText('SMS parts sent', 'পাঠানো এসএমএস ভাগ'),
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    {
      name: 'limit_reached_at',
      label: staffText('Daily limit reached at', 'দৈনিক সীমা পূর্ণ হয়েছে'),
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
