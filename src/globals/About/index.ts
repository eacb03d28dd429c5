import type { GlobalConfig } from 'payload'

import { siteSettingsGlobal } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'

/** The About page and the principal's message (the old API's about and about-banner keys). */
export const About: GlobalConfig = siteSettingsGlobal('about', {
  label: 'About page',
  pagePath: '/about-us',
  fields: [
    imageField('about_banner_image'),
    { name: 'title', type: 'text', maxLength: 160, localized: true },
    { name: 'subtitle', type: 'text', maxLength: 240, localized: true },
    { name: 'mission_vision', label: 'Mission & Vision', type: 'richText', localized: true },
    imageField('about_image_1'),
    { name: 'years_history', label: "Our 100 Year's History", type: 'richText', localized: true },
    {
      type: 'collapsible',
      label: "Principal's message",
      fields: [
        { name: 'principal_name', type: 'text', maxLength: 120, localized: true },
        imageField('principal_image'),
        { name: 'principal_message', type: 'richText', localized: true },
      ],
    },
  ],
})
