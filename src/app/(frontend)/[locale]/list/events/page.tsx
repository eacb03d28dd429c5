import { EventsIndex, readEventsQuery } from '@/features/events/components/events-index'
import { resultsPageMetadata, type ResultsPageProps } from '@/features/content/page-metadata'
import { enterLocale } from '@/i18n/server'

export const generateMetadata = resultsPageMetadata('/events', 'Events.title')

/** /events with filters or a later page (rewritten here by src/proxy.ts). */
export default async function EventsResultsPage({ params, searchParams }: ResultsPageProps) {
  await enterLocale(params)
  return <EventsIndex query={readEventsQuery(await searchParams)} />
}
