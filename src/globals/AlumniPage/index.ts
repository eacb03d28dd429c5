import type { GlobalConfig } from 'payload'

import { siteSettingsGlobal } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'
import { httpsLinkField } from '@/fields/validate-url'

/** The alumni association page (the old API's alumni content keys, spellings kept). */
export const AlumniPage: GlobalConfig = siteSettingsGlobal('alumni-page', {
  label: 'Alumni page',
  pagePath: '/alumni-association',
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
    httpsLinkField('facebook_link', 'Facebook'),
    httpsLinkField('linkdin_link', 'LinkedIn'),
    httpsLinkField('youtube_link', 'YouTube'),
    httpsLinkField('twitter_link', 'X / Twitter'),
  ],
})
