import { notFound } from 'next/navigation'

import { idParams, itemPageMetadata } from '@/features/content/page-metadata'
import { EventDetail } from '@/features/events/components/event-detail'
import { UpcomingEvents } from '@/features/events/components/upcoming-events'
import { getEvent, listEventIdsForPrerender, loadEventPage } from '@/features/events/queries'
import { enterItemPage, type ItemParams } from '@/i18n/server'

export const generateStaticParams = () => idParams(listEventIdsForPrerender('Event'))

export const generateMetadata = itemPageMetadata({
  load: (id) => getEvent(id, 'Event'),
  notFoundTitle: 'Events.noEvents',
  describe: (event, { t }) => ({
    title: t('EventDetail.title'),
    path: `/events/${event.id}`,
    description: event.sub_nameor_title,
    preview: { title: event.name },
  }),
})

export default async function EventDetailPage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
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
