import { toFeedEvents } from '@/features/calendar/feed'
import { listCalendarItems } from '@/features/calendar/queries'
import { getSchoolName } from '@/features/settings/queries'
import { calendarFeed } from '@/lib/ics'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'
import { siteOrigin } from '@/lib/site-origin'

/**
 * Built once and cached like the pages (re-built when staff publish, and at least hourly) when
 * SERVER_URL names the site; without it the links follow each request's address.
 */
export const revalidate = 3600

/** The academic calendar as an iCalendar feed, for subscribing from calendar apps. */
export async function GET(request: Request) {
  const [{ items }, schoolName] = await Promise.all([listCalendarItems(), getSchoolName()])
  const body = calendarFeed(toFeedEvents(items, siteOrigin(request)), {
    name: `${schoolName} – Academic Calendar`,
    description: `Holidays, examinations, admission dates and events at ${schoolName}.`,
    timeZone: SCHOOL_TIME_ZONE,
    refreshInterval: 'PT6H',
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="padmapar-calendar.ics"',
    },
  })
}
