import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { hasDuty, withDutyField } from '@/access/duties'
import { nobody } from '@/access/nobody'
import { ownedByMemberOr } from '@/access/owned-by-member-or-staff'
import { adminList } from '@/fields/admin-list'
import { toOptions } from '@/fields/options'
import { staffText } from '@/fields/staff-text'
import { auditStaffChanges } from '@/hooks/audit-staff-changes'
import { PAYMENT_METHODS } from '@/lib/constants'
import {
  REUNION_AGE_BANDS,
  REUNION_PAYMENT_STATUSES,
  REUNION_REGISTRATION_STATUSES,
  REUNION_RELATIONS,
  TSHIRT_SIZES,
} from '@/lib/reunion-vocabulary'

import { issueCardsWhenPaid } from './hooks/issue-cards'
import { nameRegistration } from './hooks/name-registration'

const audit = auditStaffChanges('reunion-registrations')

const STATUS_LABELS = {
  confirmed: staffText('Confirmed', 'নিশ্চিত'),
  waiting: staffText('Waiting list', 'অপেক্ষমাণ তালিকা'),
  cancelled: staffText('Cancelled', 'বাতিল'),
}
const PAYMENT_STATUS_LABELS = {
  pending: staffText('Pending', 'যাচাই বাকি'),
  verified: staffText('Verified', 'যাচাই হয়েছে'),
}

/**
 * A member's reunion registration: the people coming, each with a ticket and an entry code, the
 * total and the payment. Written only by the registration itself, so seats are counted in one place.
 */
export const ReunionRegistrations: CollectionConfig = {
  slug: 'reunion-registrations',
  labels: {
    singular: staffText('Reunion registration', 'পুনর্মিলনী নিবন্ধন'),
    plural: staffText('Reunion registrations', 'পুনর্মিলনী নিবন্ধন'),
  },
  admin: adminList('Alumni', [
    'title',
    'reunion',
    'user',
    'passing_year',
    'total',
    'payment_status',
    'status',
    'createdAt',
  ]),
  // The office handles registrations (and cancels them); the treasurer decides on payments.
  access: {
    create: nobody,
    read: ownedByMemberOr('inbox', 'money'),
    update: ({ req }) => hasDuty(req.user, 'inbox') || hasDuty(req.user, 'money'),
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [issueCardsWhenPaid, nameRegistration],
    afterChange: [audit.afterChange],
    afterDelete: [audit.afterDelete],
  },
  indexes: [
    { fields: ['reunion', 'user'], unique: true },
    { fields: ['payment_method', 'transaction_key'], unique: true },
  ],
  fields: [
    {
      // The member's name and party size, kept by `nameRegistration`: the page's heading and the
      // list's first column (the form itself shows the people).
      name: 'title',
      type: 'text',
      label: staffText('Registered by', 'নিবন্ধনকারী'),
      index: true,
      admin: { readOnly: true, condition: () => false },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      label: staffText('Status', 'অবস্থা'),
      options: REUNION_REGISTRATION_STATUSES.map((value) => ({
        value,
        label: STATUS_LABELS[value],
      })),
      index: true,
      access: { update: withDutyField('inbox') },
      // Changed only by registering and by cancelling, where seats are counted.
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'cancel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/reunions/admin/reunion-cancel-field#ReunionCancelField' },
      },
    },
    {
      name: 'payment_status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      label: staffText('Payment', 'পেমেন্ট'),
      options: REUNION_PAYMENT_STATUSES.map((value) => ({
        value,
        label: PAYMENT_STATUS_LABELS[value],
      })),
      access: { update: withDutyField('money') },
      admin: {
        position: 'sidebar',
        description: staffText(
          'Verified by the statement check (Statement check), or set by hand once the transaction ID is found; the member is e-mailed.',
          'স্টেটমেন্ট যাচাইয়ে মিললে যাচাই হয়, অথবা লেনদেন আইডি পাওয়া গেলে হাতে “যাচাই হয়েছে” করুন; সদস্যকে ই-মেইল পাঠানো হয়।',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reunion',
          type: 'relationship',
          relationTo: 'events',
          required: true,
          index: true,
          label: staffText('Reunion', 'পুনর্মিলনী'),
        },
        {
          name: 'user',
          type: 'relationship',
          relationTo: 'users',
          required: true,
          index: true,
          label: staffText('Member', 'সদস্য'),
        },
        {
          name: 'passing_year',
          type: 'number',
          required: true,
          min: 1900,
          max: 2100,
          label: staffText('Batch (passing year)', 'ব্যাচ (পাসের বছর)'),
        },
      ],
    },
    {
      name: 'people',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: staffText('People coming', 'যাঁরা আসছেন'),
      labels: {
        singular: staffText('Person', 'ব্যক্তি'),
        plural: staffText('People', 'ব্যক্তি'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              maxLength: 120,
              label: staffText('Name', 'নাম'),
            },
            {
              name: 'relation',
              type: 'select',
              required: true,
              options: toOptions(REUNION_RELATIONS),
              label: staffText('Relation to the member', 'সদস্যের সঙ্গে সম্পর্ক'),
            },
            {
              name: 'age_band',
              type: 'select',
              required: true,
              options: toOptions(REUNION_AGE_BANDS),
              label: staffText('Age', 'বয়স'),
            },
            {
              name: 'tshirt_size',
              type: 'select',
              required: true,
              defaultValue: 'none',
              options: toOptions(TSHIRT_SIZES),
              label: staffText('T-shirt size', 'টি-শার্টের মাপ'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'ticket_type',
              type: 'text',
              required: true,
              label: staffText('Ticket type', 'টিকিটের ধরন'),
              admin: { hidden: true },
            },
            {
              name: 'ticket_name',
              type: 'text',
              required: true,
              maxLength: 80,
              label: staffText('Ticket', 'টিকিট'),
            },
            {
              name: 'price',
              type: 'number',
              required: true,
              min: 0,
              label: staffText('Price (taka)', 'মূল্য (টাকা)'),
            },
            {
              name: 'entry_code',
              type: 'text',
              maxLength: 200,
              label: staffText('Entry code', 'প্রবেশ কোড'),
              admin: {
                readOnly: true,
                description: staffText(
                  'Given when the registration is confirmed and its payment verified (at once for free tickets).',
                  'নিবন্ধন নিশ্চিত হলে এবং পেমেন্ট যাচাই হলে দেওয়া হয় (বিনামূল্যের টিকিটে সঙ্গে সঙ্গে)।',
                ),
              },
            },
          ],
        },
      ],
    },
    {
      name: 'total',
      type: 'number',
      required: true,
      min: 0,
      label: staffText('Total (taka)', 'মোট (টাকা)'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'payment_method',
          type: 'select',
          options: toOptions(PAYMENT_METHODS),
          label: staffText('Payment method', 'পেমেন্ট পদ্ধতি'),
        },
        {
          name: 'transaction_id',
          type: 'text',
          maxLength: 60,
          label: staffText('Transaction ID', 'লেনদেন আইডি'),
        },
      ],
    },
    {
      name: 'transaction_key',
      type: 'text',
      admin: { hidden: true },
      access: { read: withDutyField('money') },
    },
  ],
}
