import type { CollectionConfig } from 'payload'

import { currentOrStaff } from '@/access/current-or-staff'
import { withDuty } from '@/access/duties'
import { dayAndTimePicker } from '@/fields/dates'
import { staffText } from '@/fields/staff-text'
import { sendToGuardiansField } from '@/fields/send-to-guardians'
import { revalidateHooks } from '@/hooks/revalidate-site'
import {
  ALERT_LEVELS,
  SCHOOL_TIME_ZONE,
  SCHOOL_TIME_ZONE_LABEL,
  type AlertLevel,
} from '@/lib/constants'

const LEVEL_LABELS: Record<AlertLevel, ReturnType<typeof staffText>> = {
  info: staffText('Information (blue)', 'তথ্য (নীল)'),
  warning: staffText('Warning (yellow)', 'সতর্কতা (হলুদ)'),
  danger: staffText('Urgent (red)', 'জরুরি (লাল)'),
}

/**
 * A short message shown at the top of every public page until its time is up (a closure, a
 * storm, a changed exam date). Open pages pick it up within seconds (src/features/alerts).
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: {
    singular: staffText('Site alert', 'সাইট সতর্কবার্তা'),
    plural: staffText('Site alerts', 'সাইট সতর্কবার্তা'),
  },
  admin: {
    useAsTitle: 'message',
    defaultColumns: ['message', 'level', 'until'],
    group: 'Notices',
    description: staffText(
      'A short message at the top of every page of the website, for example a closure. Visitors see it within ten seconds, and it disappears by itself at the time you set.',
      'ওয়েবসাইটের প্রতিটি পাতার উপরে একটি ছোট বার্তা, যেমন প্রতিষ্ঠান বন্ধের খবর। দর্শকেরা দশ সেকেন্ডের মধ্যে এটি দেখতে পান, আর আপনার দেওয়া সময়ে এটি নিজে থেকেই সরে যায়।',
    ),
  },
  access: {
    read: currentOrStaff,
    create: withDuty('messages'),
    update: withDuty('messages'),
    delete: withDuty('messages'),
  },
  defaultSort: '-until',
  // Cached pages are redrawn when an alert is published, changed, removed and when it ends.
  // Its end is queued by the alerts feature (src/features/alerts/plugin.ts).
  hooks: revalidateHooks,
  fields: [
    {
      name: 'message',
      label: staffText('Message', 'বার্তা'),
      type: 'textarea',
      required: true,
      maxLength: 300,
      localized: true,
      admin: {
        description: staffText(
          'One or two sentences. Write the Bangla message under বাংলা in the language menu above; without it, Bangla pages show the English one.',
          'এক বা দুই বাক্য। ইংরেজি বার্তা উপরের ভাষা মেনুতে English বেছে লিখুন; বাংলা না থাকলে বাংলা পাতায় ইংরেজি বার্তাটি দেখানো হয়।',
        ),
      },
    },
    {
      name: 'level',
      label: staffText('How urgent', 'কতটা জরুরি'),
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: ALERT_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
    },
    {
      name: 'until',
      label: staffText('Show until', 'যতক্ষণ দেখানো হবে'),
      type: 'date',
      required: true,
      index: true,
      timezone: {
        defaultTimezone: SCHOOL_TIME_ZONE,
        supportedTimezones: [{ label: SCHOOL_TIME_ZONE_LABEL, value: SCHOOL_TIME_ZONE }],
      },
      admin: {
        date: dayAndTimePicker,
        description: staffText(
          'Bangladesh time. From this moment the alert is no longer shown.',
          'বাংলাদেশ সময়। এই মুহূর্ত থেকে সতর্কবার্তাটি আর দেখানো হয় না।',
        ),
      },
    },
    sendToGuardiansField('alert'),
  ],
}
