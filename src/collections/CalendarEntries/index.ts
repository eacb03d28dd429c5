import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { siteContentCollection } from '@/fields/site-content-collection'
import { dayPicker, notBefore, startDateField } from '@/fields/dates'
import { toOptions } from '@/fields/options'
import { CALENDAR_ENTRY_KINDS } from '@/lib/constants'

/** Holidays, exam periods and admission dates; school events come from the events collection. */
export const CalendarEntries: CollectionConfig = siteContentCollection('calendar-entries', {
  labels: { singular: 'Calendar entry', plural: 'Calendar entries' },
  admin: adminList('Notices', ['title', 'kind', 'start_date', 'end_date'], {
    description: 'The academic calendar. School events are added there from Events automatically.',
  }),
  defaultSort: 'start_date',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: toOptions(CALENDAR_ENTRY_KINDS),
      index: true,
    },
    {
      type: 'row',
      fields: [
        startDateField(dayPicker),
        {
          name: 'end_date',
          type: 'date',
          index: true,
          admin: {
            date: dayPicker,
            description: 'Last day, for periods such as exams or vacations. Empty for one day.',
          },
          validate: notBefore('start_date', 'The last day cannot be before the first day.'),
        },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 500, localized: true },
  ],
})
