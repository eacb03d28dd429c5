import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { withDuty } from '@/access/duties'
import { adminList } from '@/fields/admin-list'
import { toOptions } from '@/fields/options'
import { staffText } from '@/fields/staff-text'
import { PAYMENT_METHODS } from '@/lib/constants'

const heading = (name: string, en: string, bn: string, required = true): Field => ({
  name,
  type: 'text',
  required,
  maxLength: 80,
  label: staffText(en, bn),
})

/**
 * Column headings of a statement export the built-in formats do not know (a provider changed its
 * export, or a bank's); tried before the built-in ones when a statement of its method is read.
 */
export const StatementFormats: CollectionConfig = {
  slug: 'statement-formats',
  labels: {
    singular: staffText('Statement format', 'স্টেটমেন্ট ফরম্যাট'),
    plural: staffText('Statement formats', 'স্টেটমেন্ট ফরম্যাট'),
  },
  admin: adminList('Alumni', ['name', 'method', 'transaction_id_heading', 'amount_heading'], {
    description: staffText(
      'The columns of a bKash, Nagad, Rocket or bank statement export that the statement check does not read yet. Write each heading as it appears in the file (capitals, spaces and punctuation do not matter).',
      'বিকাশ, নগদ, রকেট বা ব্যাংক স্টেটমেন্টের যে এক্সপোর্ট স্টেটমেন্ট যাচাই এখনো পড়তে পারে না, তার কলামগুলো। প্রতিটি শিরোনাম ফাইলে যেমন আছে তেমন লিখুন (বড়-ছোট হাতের অক্ষর, স্পেস ও যতিচিহ্ন গণ্য নয়)।',
    ),
  }),
  access: {
    read: withDuty('money'),
    create: withDuty('money'),
    update: withDuty('money'),
    delete: isAdmin,
  },
  defaultSort: '-updatedAt',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 120,
      label: staffText('Name', 'নাম'),
      admin: {
        description: staffText(
          'E.g. "bKash merchant statement, 2027 layout".',
          'যেমন "বিকাশ মার্চেন্ট স্টেটমেন্ট, ২০২৭ সালের ধরন"।',
        ),
      },
    },
    {
      name: 'method',
      type: 'select',
      required: true,
      options: toOptions(PAYMENT_METHODS),
      label: staffText('Payment method', 'পেমেন্ট পদ্ধতি'),
    },
    {
      type: 'row',
      fields: [
        heading('transaction_id_heading', 'Transaction ID column', 'লেনদেন আইডির কলাম'),
        heading('date_heading', 'Date column', 'তারিখের কলাম'),
        heading('amount_heading', 'Amount column', 'টাকার কলাম'),
        heading('sender_heading', 'Sender column', 'প্রেরকের কলাম', false),
      ],
    },
  ],
}
