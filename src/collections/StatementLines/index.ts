import type { CollectionConfig } from 'payload'

import { withDuty } from '@/access/duties'
import { nobody } from '@/access/nobody'
import { adminList } from '@/fields/admin-list'
import { toOptions } from '@/fields/options'
import { staffText } from '@/fields/staff-text'
import { auditStaffChanges } from '@/hooks/audit-staff-changes'
import { PAYMENT_METHODS } from '@/lib/constants'

const audit = auditStaffChanges(
  'statement-lines',
  (line) =>
    `${String(line.method)} ${String(line.transaction_id)} (৳${String(line.amount)}) confirmed ${
      line.reunion_registration
        ? `reunion registration ${String(line.reunion_registration)}`
        : `registration ${String(line.registration)}`
    }`,
)

/**
 * A line of a merchant or bank statement and the dues or reunion payment it confirmed. Stored
 * only when a payment is approved from a statement, so a line confirms one payment, ever.
 */
export const StatementLines: CollectionConfig = {
  slug: 'statement-lines',
  labels: {
    singular: staffText('Statement line', 'স্টেটমেন্টের লাইন'),
    plural: staffText('Statement check', 'স্টেটমেন্ট যাচাই'),
  },
  admin: adminList(
    'Alumni',
    [
      'transaction_id',
      'method',
      'amount',
      'paid_at',
      'registration',
      'reunion_registration',
      'createdAt',
    ],
    {
      description: staffText(
        'Statement lines that confirmed a payment, each with the registration it approved.',
        'যে স্টেটমেন্ট-লাইনগুলো কোনো পেমেন্ট নিশ্চিত করেছে, প্রতিটির সঙ্গে অনুমোদিত নিবন্ধন।',
      ),
      components: {
        beforeListTable: ['@/features/statements/admin/statement-check#StatementCheck'],
      },
    },
  ),
  // Written only by the statement approval, in the same transaction as the approval it records.
  access: { read: withDuty('money'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['method', 'transaction_key'], unique: true }],
  hooks: { afterChange: [audit.afterChange] },
  fields: [
    {
      name: 'method',
      type: 'select',
      required: true,
      options: toOptions(PAYMENT_METHODS),
      label: staffText('Payment method', 'পেমেন্ট পদ্ধতি'),
    },
    {
      name: 'transaction_id',
      type: 'text',
      required: true,
      maxLength: 60,
      label: staffText('Transaction ID', 'লেনদেন আইডি'),
    },
    { name: 'transaction_key', type: 'text', required: true, admin: { hidden: true } },
    {
      name: 'amount',
      type: 'number',
      required: true,
      min: 0,
      label: staffText('Amount (taka)', 'টাকার পরিমাণ'),
    },
    {
      name: 'paid_at',
      type: 'date',
      required: true,
      label: staffText('Paid at', 'পরিশোধের সময়'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'sender', type: 'text', maxLength: 120, label: staffText('Sender', 'প্রেরক') },
    {
      name: 'registration',
      type: 'relationship',
      relationTo: 'alumni-registrations',
      // Not required: a member's erasure deletes the registration, the school keeps the receipt.
      unique: true,
      label: staffText('Payment it confirmed', 'যে পেমেন্ট নিশ্চিত করেছে'),
      admin: {
        description: staffText(
          'Empty when the member has since deleted their account, or when it paid reunion tickets.',
          'সদস্য পরে অ্যাকাউন্ট মুছে ফেললে, অথবা পুনর্মিলনীর টিকিটের পেমেন্ট হলে খালি থাকে।',
        ),
      },
    },
    {
      name: 'reunion_registration',
      type: 'relationship',
      relationTo: 'reunion-registrations',
      unique: true,
      label: staffText('Reunion tickets it paid', 'যে পুনর্মিলনী টিকিটের পেমেন্ট'),
      admin: {
        description: staffText(
          'Empty when the line paid alumni dues, or the registration was deleted.',
          'লাইনটি অ্যালামনাই চাঁদার হলে, অথবা নিবন্ধন মুছে ফেলা হলে খালি থাকে।',
        ),
      },
    },
    {
      name: 'statement_format',
      type: 'text',
      maxLength: 120,
      label: staffText('Read as', 'যেভাবে পড়া হয়েছে'),
    },
  ],
}
