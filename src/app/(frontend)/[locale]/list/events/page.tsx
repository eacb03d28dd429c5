import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EventsIndex, readEventsQuery } from '@/features/events/components/events-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'Events' }),
  ])
  return {
    title: pageTitle(t('title'), schoolName),
    alternates: pageAlternates('/events', locale),
    robots: { index: false },
  }
}

/** /events with filters or a later page (rewritten here by src/proxy.ts). */
export default async function EventsResultsPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params)
  return <EventsIndex query={readEventsQuery(await searchParams)} />
}
