import type { CollectionConfig, PayloadRequest } from 'payload'

import { dutyOnly } from '@/access/staff-managed'
import { staffMessage, staffText } from '@/fields/staff-text'
import { normaliseMobileNumber } from '@/lib/sms/phone-number'

/** Numbers that asked to receive no more SMS from the school; every broadcast skips them. */
export const SmsOptOuts: CollectionConfig = {
  slug: 'sms-opt-outs',
  labels: {
    singular: staffText('SMS opt-out', 'এসএমএস বন্ধের অনুরোধ'),
    plural: staffText('SMS opt-outs', 'এসএমএস বন্ধের তালিকা'),
  },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'note', 'createdAt'],
    group: staffText('Messages', 'বার্তা'),
    description: staffText(
      'Numbers that asked not to receive SMS from the school. No broadcast is sent to them.',
      'যে নম্বরগুলো বিদ্যালয়ের এসএমএস পেতে চায় না। এগুলোতে কোনো বার্তা পাঠানো হয় না।',
    ),
  },
  access: dutyOnly('messages'),
  fields: [
    {
      name: 'phone',
      label: staffText('Mobile number', 'মোবাইল নম্বর'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: staffText(
          'Any usual form: 017…, +88017…, with Bangla digits or spaces. It is saved as 88017….',
          'যেকোনো প্রচলিত রূপে লিখুন: ০১৭…, +৮৮০১৭…, বাংলা অঙ্ক বা ফাঁকা থাকলেও চলবে। ৮৮০১৭… রূপে সংরক্ষিত হবে।',
        ),
      },
      hooks: {
        beforeValidate: [
          ({ value }) => {
            const check = normaliseMobileNumber(typeof value === 'string' ? value : '')
            return check.ok ? check.number : value
          },
        ],
      },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        normaliseMobileNumber(typeof value === 'string' ? value : '').ok ||
        staffMessage(
          req,
          'Not a Bangladeshi mobile number (013–019, 11 digits).',
          'বাংলাদেশি মোবাইল নম্বর নয় (০১৩–০১৯, ১১ অঙ্ক)।',
        ),
    },
    {
      name: 'note',
      label: staffText('Note', 'মন্তব্য'),
      type: 'text',
      maxLength: 200,
      admin: {
        description: staffText(
          'Who asked and when, e.g. "Father of Rahim, class 6, by phone on 3 March".',
          'কে, কবে অনুরোধ করেছেন, যেমন "রহিমের বাবা, ৬ষ্ঠ শ্রেণি, ৩ মার্চ ফোনে"।',
        ),
      },
    },
  ],
}
