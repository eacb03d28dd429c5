import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { imageField } from '@/fields/image'
import { validateHttpsUrl } from '@/fields/validate-url'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate-site'

export const DEFAULT_SCHOOL_NAME = 'Padmapar Ideal School & College'

const link = (name: string, label: string) =>
  ({ name, label, type: 'text', validate: validateHttpsUrl }) as const

/** School name, logo, footer contacts and social links. */
export const Site: GlobalConfig = {
  slug: 'site',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'school_name',
      type: 'text',
      localized: true,
      required: true,
      defaultValue: DEFAULT_SCHOOL_NAME,
      admin: { description: 'Used in page titles: "{page} | {school name}".' },
    },
    imageField('site_logo'),
    {
      type: 'row',
      fields: [
        { name: 'application_email', label: 'Contact email', type: 'email' },
        { name: 'application_phone', label: 'Contact phone', type: 'text', maxLength: 40 },
      ],
    },
    {
      name: 'application_address',
      label: 'Address',
      type: 'textarea',
      maxLength: 300,
      localized: true,
    },
    {
      name: 'map_embed_url',
      type: 'text',
      validate: validateHttpsUrl,
      admin: { description: 'An https map embed address for the contact page.' },
    },
    {
      type: 'collapsible',
      label: 'Social links',
      fields: [
        link('facebook_link', 'Facebook'),
        link('linkedin_link', 'LinkedIn'),
        link('youtube_link', 'YouTube'),
        link('twitter_link', 'X / Twitter'),
        link('messaging_link', 'Messaging (WhatsApp / Messenger)'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'developer_credit', type: 'text', maxLength: 80 },
        link('developer_link', 'Developer link'),
      ],
    },
  ],
}
