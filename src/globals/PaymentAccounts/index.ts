import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { withDuty, withDutyField } from '@/access/duties'
import { staffText } from '@/fields/staff-text'
import { PAYMENT_METHODS } from '@/lib/constants'
import { PAYMENT_METHOD_NAMES } from '@/lib/payment-methods'

import { recordAccountChange, tellAdministrators } from './hooks'

/**
 * The school's bKash, Nagad and Rocket numbers and bank account that members pay dues and reunion
 * tickets to. Money follows these, so only the Administrator and the Treasurer change them; each
 * save keeps who made it, is written to the audit log and is e-mailed to every Administrator.
 */
export const PaymentAccounts: GlobalConfig = {
  slug: 'payment-accounts',
  label: staffText('Payment accounts', 'পেমেন্ট অ্যাকাউন্ট'),
  admin: { group: 'Settings' },
  versions: { max: 50 },
  access: { read: anyone, update: withDuty('money'), readVersions: withDuty('money') },
  hooks: { beforeChange: [recordAccountChange], afterChange: [tellAdministrators] },
  fields: [
    {
      name: 'accounts',
      label: staffText('Where members pay', 'সদস্যরা কোথায় টাকা পাঠাবেন'),
      type: 'array',
      maxRows: 8,
      labels: {
        singular: staffText('Account', 'অ্যাকাউন্ট'),
        plural: staffText('Accounts', 'অ্যাকাউন্টগুলো'),
      },
      admin: {
        description: staffText(
          'Shown wherever members pay dues or reunion tickets. Every change is e-mailed to all Administrators.',
          'সদস্যরা চাঁদা বা পুনর্মিলনীর টিকিটের টাকা যেখানে দেন সেখানে দেখানো হয়। প্রতিটি পরিবর্তন সব প্রশাসককে ই-মেইলে জানানো হয়।',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'method',
              label: staffText('Paid with', 'পেমেন্টের মাধ্যম'),
              type: 'select',
              required: true,
              options: PAYMENT_METHODS.map((value) => ({
                value,
                label: staffText(PAYMENT_METHOD_NAMES[value].en, PAYMENT_METHOD_NAMES[value].bn),
              })),
            },
            {
              name: 'account',
              label: staffText('Number or account', 'নম্বর বা অ্যাকাউন্ট'),
              type: 'text',
              required: true,
              maxLength: 120,
            },
            {
              name: 'note',
              label: staffText('Note for payers', 'যাঁরা টাকা পাঠাবেন তাঁদের জন্য মন্তব্য'),
              type: 'text',
              maxLength: 160,
              localized: true,
              admin: {
                description: staffText(
                  'e.g. "Merchant account, choose Payment" or the branch name',
                  'যেমন "মার্চেন্ট অ্যাকাউন্ট, Payment বেছে নিন" বা শাখার নাম',
                ),
              },
            },
          ],
        },
      ],
    },
    {
      name: 'changed_by',
      label: staffText('Last changed by', 'সর্বশেষ পরিবর্তন করেছেন'),
      type: 'relationship',
      relationTo: 'admins',
      // Set by every save from the signed-in account, whatever the form sent.
      access: { read: withDutyField('money') },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
