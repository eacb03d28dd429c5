import { AcademicCalendar } from '@/features/calendar/components/academic-calendar'
import { pageMetadata } from '@/features/content/page-metadata'
import { enterLocale, type LocaleParams } from '@/i18n/server'

/** Rendered once and cached; re-rendered when staff publish, and hourly so "today" stays right. */
export const revalidate = 3600

export const generateMetadata = pageMetadata('/calendar', ({ t, schoolName }) => ({
  title: t('CalendarPage.title'),
  description: t('CalendarPage.description', { schoolName }),
  types: { 'text/calendar': '/calendar.ics' },
}))

export default async function CalendarPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <AcademicCalendar />
}
