import type { Field } from 'payload'

import { staffText } from '@/fields/staff-text'

/**
 * An alumni event that sells tickets: its ticket types (price and seat limit each) and the seats
 * each passing-year batch may take. Registrations close at the event's `registration_closes`.
 */
export const reunionField: Field = {
  name: 'reunion',
  type: 'group',
  label: staffText('Reunion tickets', 'পুনর্মিলনীর টিকিট'),
  admin: {
    condition: (data) => data?.type === 'Alumni',
    description: staffText(
      'For a reunion that takes paid registrations. The deadline is “Registration closes” above.',
      'ফি নিয়ে নিবন্ধন নেওয়া পুনর্মিলনীর জন্য। শেষ সময় উপরের “নিবন্ধন বন্ধ হবে”।',
    ),
  },
  fields: [
    {
      name: 'takes_registrations',
      type: 'checkbox',
      defaultValue: false,
      label: staffText('Members register and pay here', 'সদস্যরা এখানে নিবন্ধন ও ফি দেবেন'),
    },
    {
      name: 'ticket_types',
      type: 'array',
      label: staffText('Ticket types', 'টিকিটের ধরন'),
      labels: {
        singular: staffText('Ticket type', 'টিকিটের ধরন'),
        plural: staffText('Ticket types', 'টিকিটের ধরন'),
      },
      maxRows: 12,
      admin: { condition: (_, siblingData) => Boolean(siblingData?.takes_registrations) },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              maxLength: 80,
              localized: true,
              label: staffText('Name', 'নাম'),
            },
            {
              name: 'price',
              type: 'number',
              required: true,
              min: 0,
              label: staffText('Price (taka)', 'মূল্য (টাকা)'),
              admin: {
                description: staffText('0 for a free ticket.', 'বিনামূল্যের টিকিটের জন্য ০।'),
              },
            },
            {
              name: 'limit',
              type: 'number',
              min: 1,
              label: staffText('Seats', 'আসন'),
              admin: {
                description: staffText(
                  'Empty for no limit. When full, registrations go on the waiting list.',
                  'সীমা না থাকলে খালি রাখুন। পূর্ণ হলে নিবন্ধন অপেক্ষমাণ তালিকায় যায়।',
                ),
              },
            },
          ],
        },
      ],
    },
    {
      name: 'batch_quotas',
      type: 'array',
      label: staffText('Seats per batch', 'ব্যাচপ্রতি আসন'),
      labels: {
        singular: staffText('Batch quota', 'ব্যাচের কোটা'),
        plural: staffText('Batch quotas', 'ব্যাচের কোটা'),
      },
      maxRows: 100,
      admin: {
        condition: (_, siblingData) => Boolean(siblingData?.takes_registrations),
        description: staffText(
          'People (family included) a passing-year batch may bring; batches not listed have no limit.',
          'একটি ব্যাচ (পাসের বছর) পরিবারসহ কতজন আনতে পারবে; তালিকায় না থাকলে সীমা নেই।',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'passing_year',
              type: 'number',
              required: true,
              min: 1900,
              max: 2100,
              label: staffText('Passing year', 'পাসের বছর'),
            },
            {
              name: 'seats',
              type: 'number',
              required: true,
              min: 1,
              label: staffText('Seats', 'আসন'),
            },
          ],
        },
      ],
    },
  ],
}
