import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { imageField } from '@/fields/image'
import { toOptions } from '@/fields/options'
import { validateHttpsUrl } from '@/fields/validate-url'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate-site'
import { PAYMENT_METHODS } from '@/lib/constants'

const link = (name: string, label: string) =>
  ({ name, label, type: 'text', validate: validateHttpsUrl }) as const

/** The alumni association page (spec: alumni content keys, spellings kept). */
export const AlumniPage: GlobalConfig = {
  slug: 'alumni-page',
  label: 'Alumni page',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    imageField('section_image_1', { label: 'Banner image' }),
    { name: 'title', type: 'text', maxLength: 160, localized: true },
    { name: 'subtitle', type: 'text', maxLength: 240, localized: true },
    { name: 'welcome_title', type: 'text', maxLength: 160, localized: true },
    { name: 'welcome_description', type: 'textarea', maxLength: 1200, localized: true },
    { name: 'connect_title', type: 'text', maxLength: 160, localized: true },
    { name: 'connect_description', type: 'textarea', maxLength: 1200, localized: true },
    {
      name: 'Camping_title',
      label: 'Campaign title',
      type: 'text',
      maxLength: 160,
      localized: true,
    },
    imageField('section_image_2', { label: 'Campaign image' }),
    link('facebook_link', 'Facebook'),
    link('linkdin_link', 'LinkedIn'),
    link('youtube_link', 'YouTube'),
    link('twitter_link', 'X / Twitter'),
    {
      name: 'payment_accounts',
      label: 'Where members pay their dues',
      type: 'array',
      maxRows: 8,
      admin: {
        description:
          'Shown in the Join An Alumni Network form: the school’s bKash/Nagad/Rocket numbers and bank account.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'method',
              type: 'select',
              required: true,
              options: toOptions(PAYMENT_METHODS),
            },
            { name: 'account', type: 'text', required: true, maxLength: 120 },
            {
              name: 'note',
              type: 'text',
              maxLength: 160,
              admin: { description: 'e.g. "Merchant, use Payment" or the branch name' },
            },
          ],
        },
      ],
    },
  ],
}
