import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EventsIndex } from '@/features/events/components/events-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { localePath, pageAlternates } from '@/i18n/locales'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t, tEvents] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'EventsIndex' }),
    getTranslations({ locale, namespace: 'Events' }),
  ])
  const description = t('description', { schoolName })
  const title = pageTitle(tEvents('title'), schoolName)
  return {
    title,
    description,
    alternates: pageAlternates('/events', locale),
    openGraph: { title, description, url: localePath('/events', locale) },
  }
}

export default async function EventsPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <EventsIndex query={{ name: '', company: '', start_date: '', page: 1 }} />
}
