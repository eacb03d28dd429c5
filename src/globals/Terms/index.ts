import type { GlobalConfig } from 'payload'

import { siteSettingsGlobal } from '@/fields/site-content-collection'

/** The terms page linked from the event registration form. */
export const Terms: GlobalConfig = siteSettingsGlobal('terms', {
  label: 'Terms page',
  pagePath: '/terms',
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
})
