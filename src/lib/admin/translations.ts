/**
 * Panel words that Payload's own catalogue gets wrong for a school: its schedule list speaks of
 * "events", which staff read as the school's events.
 */
export const ADMIN_TRANSLATIONS = {
  en: {
    general: {
      upcomingEvents: 'Scheduled publishing',
      noUpcomingEventsScheduled: 'Nothing is scheduled for this item.',
    },
  },
  'bn-BD': {
    general: {
      upcomingEvents: 'নির্ধারিত প্রকাশ',
      noUpcomingEventsScheduled: 'এই লেখার জন্য কিছু নির্ধারিত নেই।',
    },
  },
}
