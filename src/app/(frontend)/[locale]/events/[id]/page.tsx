import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { EventDetail } from '@/features/events/components/event-detail'
import { UpcomingEvents } from '@/features/events/components/upcoming-events'
import { getEvent, listEventIdsForPrerender, loadEventPage } from '@/features/events/queries'
import { getSchoolName } from '@/features/site/queries'
import { TRUNCATE, truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'
import { enterLocale } from '@/i18n/server'
import { localePath, pageAlternates } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateStaticParams() {
  return (await listEventIdsForPrerender('Event')).map((id) => ({ id: String(id) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const { id } = await params
  const [schoolName, event, t, tEvents] = await Promise.all([
    getSchoolName(),
    getEvent(id, 'Event'),
    getTranslations({ locale, namespace: 'EventDetail' }),
    getTranslations({ locale, namespace: 'Events' }),
  ])
  if (!event) return { title: pageTitle(tEvents('noEvents'), schoolName) }
  const description = truncate(event.sub_nameor_title, TRUNCATE.metaDescription) || undefined
  return {
    title: pageTitle(t('title'), schoolName),
    description,
    alternates: pageAlternates(`/events/${event.id}`, locale),
    openGraph: { title: event.name, description, url: localePath(`/events/${event.id}`, locale) },
  }
}

export default async function EventDetailPage({ params }: Props) {
  const locale = await enterLocale(params)
  const { id } = await params
  const page = await loadEventPage(id)
  if (!page) notFound()
  const { event, registered, upcoming } = page
  return (
    <>
      <EventDetail event={event} registered={registered} locale={locale} />
      <UpcomingEvents upcoming={upcoming} locale={locale} />
    </>
  )
}
