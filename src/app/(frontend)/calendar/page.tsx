import type { Metadata } from 'next'

import { AcademicCalendar } from '@/features/calendar/components/academic-calendar'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

/** Rendered once and cached; re-rendered when staff publish, and hourly so "today" stays right. */
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = `Holidays, examinations, admission dates and events at ${schoolName}, month by month.`
  return {
    title: pageTitle('Academic Calendar', schoolName),
    description,
    alternates: { canonical: '/calendar', types: { 'text/calendar': '/calendar.ics' } },
    openGraph: { title: pageTitle('Academic Calendar', schoolName), description, url: '/calendar' },
  }
}

export default function CalendarPage() {
  return <AcademicCalendar />
}
