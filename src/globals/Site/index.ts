import type { GlobalConfig } from 'payload'

import { siteSettingsGlobal } from '@/fields/site-content-collection'
import { isAdministrator } from '@/access/duties'
import { imageField } from '@/fields/image'
import { staffText } from '@/fields/staff-text'
import { httpsLinkField, validateHttpsUrl } from '@/fields/validate-url'

export const DEFAULT_SCHOOL_NAME = 'Padmapar Ideal School & College'

/** School name, logo, footer contacts and social links. */
export const Site: GlobalConfig = siteSettingsGlobal('site', {
  label: 'Site settings',
  pagePath: '/',
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
      name: 'sms_rate_per_part',
      label: staffText('SMS price per part (Tk)', 'প্রতি এসএমএস ভাগের দাম (টাকা)'),
      type: 'number',
      min: 0,
      defaultValue: 0.35,
      admin: {
        step: 0.01,
        description: staffText(
          'What the SMS gateway charges for one part, from your contract. Broadcasts show their estimated cost with it.',
          'এসএমএস গেটওয়ে এক ভাগের জন্য যা নেয়, আপনার চুক্তি অনুযায়ী। এটি দিয়ে বার্তার আনুমানিক খরচ দেখানো হয়।',
        ),
      },
    },
    {
      name: 'sms_daily_cap',
      label: staffText('Daily SMS spending limit (Tk)', 'দৈনিক এসএমএস খরচের সীমা (টাকা)'),
      type: 'number',
      min: 0,
      // Room for a few whole-school Bangla messages a day (2,000 families × 4 parts × 0.35 Tk);
      // a runaway loop or a stranger's script stops far below a month's budget.
      defaultValue: 5000,
      // Money: only an Administrator raises or lowers it.
      access: { update: ({ req }) => isAdministrator(req.user) },
      admin: {
        step: 1,
        description: staffText(
          'The most the school spends on SMS in a day (Dhaka time). Past it, broadcasts wait until the next day and every Administrator is e-mailed. 0: no limit. Only an Administrator changes it.',
          'এক দিনে (ঢাকার সময়) এসএমএসে বিদ্যালয়ের সর্বোচ্চ খরচ। এর বেশি হলে বার্তা পরের দিন পর্যন্ত অপেক্ষা করে এবং প্রত্যেক প্রশাসককে ই-মেইল যায়। ০: কোনো সীমা নেই। শুধু প্রশাসক বদলাতে পারেন।',
        ),
      },
    },
    {
      type: 'collapsible',
      label: 'Social links',
      fields: [
        httpsLinkField('facebook_link', 'Facebook'),
        httpsLinkField('linkedin_link', 'LinkedIn'),
        httpsLinkField('youtube_link', 'YouTube'),
        httpsLinkField('twitter_link', 'X / Twitter'),
        httpsLinkField('messaging_link', 'Messaging (WhatsApp / Messenger)'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'developer_credit', type: 'text', maxLength: 80 },
        httpsLinkField('developer_link', 'Developer link'),
      ],
    },
  ],
})
