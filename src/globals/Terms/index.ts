import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate-site'

/** The terms page linked from the event registration form. */
export const Terms: GlobalConfig = {
  slug: 'terms',
  label: 'Terms page',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      defaultValue: 'Terms and Conditions',
      maxLength: 160,
    },
    { name: 'content', type: 'richText', localized: true },
  ],
}
