import type { GlobalConfig } from 'payload'

import { siteSettingsGlobal } from '@/fields/site-content-collection'
import { imageField } from '@/fields/image'
import { staffText } from '@/fields/staff-text'
import { numberedImages } from '@/fields/text-keys'
import { httpsLinkField } from '@/fields/validate-url'

export const DEFAULT_HERO_TITLE = 'The top school and college of the city'
export const DEFAULT_HERO_SUBTITLE = 'Welcome to our school'

/** Every home-page key of the settings list (the old site's keys). */
export const Home: GlobalConfig = siteSettingsGlobal('home', {
  label: 'Home page',
  pagePath: '/',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            {
              name: 'hero_section',
              label: 'Main title',
              type: 'text',
              maxLength: 160,
              localized: true,
            },
            {
              name: 'hero_section_sub_title',
              label: 'Sub-title',
              type: 'text',
              maxLength: 200,
              localized: true,
            },
            {
              type: 'collapsible',
              label: 'Slider images (1–5 first slider, 6–10 second)',
              fields: numberedImages('herosection_image', 10),
            },
          ],
        },
        {
          label: 'Banner sections',
          fields: [
            { name: 'title_one', type: 'text', maxLength: 160, localized: true },
            { name: 'title_one_description', type: 'textarea', maxLength: 800, localized: true },
            ...numberedImages('title_one_image', 3),
            { name: 'title_two', type: 'text', maxLength: 160, localized: true },
            { name: 'title_two_description', type: 'textarea', maxLength: 800, localized: true },
            ...numberedImages('title_two_image', 3),
          ],
        },
        {
          label: 'Stats & video',
          fields: [
            ...numberedImages('section_image', 3),
            { name: 'title', type: 'text', maxLength: 160, localized: true },
            { name: 'description', type: 'textarea', maxLength: 800, localized: true },
            imageField('background_image'),
            httpsLinkField('video_content', 'Video address'),
            {
              name: 'stats',
              type: 'array',
              maxRows: 6,
              labels: {
                singular: staffText('Figure', 'সংখ্যা'),
                plural: staffText('Figures', 'সংখ্যাগুলো'),
              },
              fields: [
                { name: 'value', type: 'text', required: true, maxLength: 20 },
                { name: 'label', type: 'text', required: true, maxLength: 60, localized: true },
              ],
            },
          ],
        },
        {
          label: 'Closing banner',
          fields: [
            { name: 'footer_thumbnail_title', type: 'text', maxLength: 160, localized: true },
            imageField('footer_section_thumbnail'),
            httpsLinkField('footer_video_content', 'Video address'),
          ],
        },
      ],
    },
  ],
})
