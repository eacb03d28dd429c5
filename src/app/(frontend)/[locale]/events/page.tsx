import { pageMetadata } from '@/features/content/page-metadata'
import { EventsIndex } from '@/features/events/components/events-index'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/events', ({ t, schoolName }) => ({
  title: t('Events.title'),
  description: t('EventsIndex.description', { schoolName }),
}))

/** The list puts the events to come first, so it is drawn again as days pass. */
export const revalidate = 3600

export default async function EventsPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <EventsIndex query={{ name: '', company: '', start_date: '', page: 1 }} />
}
