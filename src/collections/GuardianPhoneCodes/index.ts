import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staffText } from '@/fields/staff-text'

/**
 * A code sent by SMS to the guardian's phone a student chose for the school's SMS: typed back on
 * the student's profile, it confirms that number. Kept as a keyed digest, for 30 minutes and five
 * tries; only server code reads or writes it.
 */
export const GuardianPhoneCodes: CollectionConfig = {
  slug: 'guardian-phone-codes',
  labels: {
    singular: staffText('Guardian phone code', 'অভিভাবকের ফোনের কোড'),
    plural: staffText('Guardian phone codes', 'অভিভাবকের ফোনের কোড'),
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'code_digest', type: 'text', required: true },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'tries', type: 'number', required: true, defaultValue: 0 },
  ],
}
