import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AcademicCalendar } from '@/features/calendar/components/academic-calendar'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { localePath, pageAlternates } from '@/i18n/locales'

/** Rendered once and cached; re-rendered when staff publish, and hourly so "today" stays right. */
export const revalidate = 3600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'CalendarPage' }),
  ])
  const description = t('description', { schoolName })
  const title = pageTitle(t('title'), schoolName)
  return {
    title,
    description,
    alternates: {
      ...pageAlternates('/calendar', locale),
      types: { 'text/calendar': '/calendar.ics' },
    },
    openGraph: { title, description, url: localePath('/calendar', locale) },
  }
}

export default async function CalendarPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <AcademicCalendar />
}
