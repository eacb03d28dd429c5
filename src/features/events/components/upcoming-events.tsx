import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/carousel.client'
import { EmptyState } from '@/components/ui/error-card'
import { Section } from '@/components/ui/section'
import { ContentCard } from '@/features/content/components/content-card'
import type { Locale } from '@/i18n/locales'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import type { Event } from '@/payload-types'

/**
 * The carousel of upcoming events, on /events (turning by itself, with each event's place) and
 * under an event's page.
 */
export async function UpcomingEvents({
  upcoming,
  locale,
  autoplay,
  showLocation = false,
}: {
  upcoming: Event[]
  locale: Locale
  autoplay?: number
  showLocation?: boolean
}) {
  const tEvents = await getTranslations('Events')
  return (
    <Section title={tEvents('upcomingTitle')} id="upcoming" className="bg-brand-50/60">
      {upcoming.length === 0 ? (
        <EmptyState>{tEvents('noEvents')}</EmptyState>
      ) : (
        <Carousel
          label={tEvents('upcomingLabel')}
          widths="wideTablet"
          speed={1500}
          autoplay={autoplay}
          slides={upcoming.map((e) => (
            <ContentCard
              key={e.id}
              href={`/events/${e.id}`}
              image={e.image}
              meta={formatDate(e.start_date, locale)}
              title={truncate(e.name, TRUNCATE.shortTitle)}
              summary={showLocation ? (e.company ?? undefined) : undefined}
              action={tEvents('viewDetails')}
            />
          ))}
        />
      )}
    </Section>
  )
}
