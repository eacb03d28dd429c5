import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { FactTile } from '@/components/ui/fact-tile'
import { LeadImage } from '@/components/ui/lead-image'
import { RichText } from '@/components/ui/rich-text'
import { ButtonLink } from '@/components/ui/button'
import { ShareButton } from '@/components/ui/share-button.client'
import { DetailLayout } from '@/features/content/components/detail-layout'
import { idParams, itemPageMetadata } from '@/features/content/page-metadata'
import { getEvent, listEventIdsForPrerender, listRecentEvents } from '@/features/events/queries'
import { ReunionTickets } from '@/features/reunions/components/reunion-tickets'
import { reunionRegisterPath } from '@/features/reunions/paths'
import { ticketTypes } from '@/features/reunions/rules'
import { hasEnded, registrationHasClosed } from '@/features/events/store-registration'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import { enterItemPage, type ItemParams } from '@/i18n/server'

export const generateStaticParams = () => idParams(listEventIdsForPrerender('Alumni'))

export const generateMetadata = itemPageMetadata({
  load: (id) => getEvent(id, 'Alumni'),
  notFoundTitle: 'AlumniEventDetail.notFound',
  describe: (event, { t }) => ({
    title: t('AlumniEventDetail.title'),
    path: `/alumni-association/alumni-events/${event.id}`,
    description: event.sub_nameor_title,
  }),
})

export default async function AlumniEventPage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
  const [event, t] = await Promise.all([
    getEvent(id, 'Alumni'),
    getTranslations('AlumniEventDetail'),
  ])
  if (!event) notFound()
  const [recent, tReunion] = await Promise.all([
    listRecentEvents('Alumni', 6, event.id),
    getTranslations('Reunion'),
  ])
  const open = !hasEnded(event) && !registrationHasClosed(event)
  return (
    <DetailLayout
      sideTitle={t('recentTitle')}
      sideEmpty={t('noEvents')}
      sideItems={recent.map((r) => ({
        id: r.id,
        href: `/alumni-association/alumni-events/${r.id}`,
        title: truncate(r.name, TRUNCATE.sideTitle),
        meta: truncate(r.sub_nameor_title, TRUNCATE.shortTitle) || formatDate(r.start_date, locale),
        image: r.image,
      }))}
    >
      <LeadImage media={event.image} />
      <div className="mt-6 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{event.name}</h1>
        <ShareButton path={`/alumni-association/alumni-events/${event.id}`} title={event.name} />
      </div>
      <dl className="mt-4 grid max-w-md grid-cols-2 gap-3">
        <FactTile label={t('opening')}>{formatDate(event.start_date, locale)}</FactTile>
        <FactTile label={t('closing')}>
          {formatDate(event.end_date, locale, t('notAvailable'))}
        </FactTile>
      </dl>
      <RichText data={event.details} className="mt-6" />
      {event.reunion?.takes_registrations ? (
        <>
          <ReunionTickets
            tickets={ticketTypes(event)}
            closes={event.registration_closes ?? event.end_date ?? null}
            open={open}
            locale={locale}
          />
          {open ? (
            <ButtonLink href={reunionRegisterPath(event.id)} className="mt-4">
              {tReunion('register')}
            </ButtonLink>
          ) : null}
        </>
      ) : null}
    </DetailLayout>
  )
}
