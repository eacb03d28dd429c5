import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { ShareButton } from '@/components/ui/share-button.client'
import { Tabs } from '@/components/ui/tabs.client'
import { ClientMessages } from '@/i18n/client-messages'
import { formatNumber } from '@/lib/format'
import type { Event } from '@/payload-types'

import { hasEnded } from '../registration'
import { EventFacts, type EventView } from './event-facts'
import { RegisterForEvent } from './register-event.client'

const isFull = ({ event, registered }: EventView) =>
  event.capacity ? registered >= event.capacity : false

/** One part of the programme (speakers, workshops …), or what to say when it has none. */
function Programme({
  title,
  items,
  empty,
}: {
  title: string
  items: { value: string; id?: string | null }[] | null | undefined
  empty: string
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold text-brand-900">{title}</h2>
      {items?.length ? (
        <ul className="list-disc space-y-1 ps-5 text-slate-700">
          {items.map((item, i) => (
            <li key={item.id ?? i}>{item.value}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{empty}</p>
      )}
    </section>
  )
}

/** The Overview tab: the description, then the programme. */
async function Overview({ event }: { event: Event }) {
  const t = await getTranslations('EventDetail')
  return (
    <div className="space-y-8">
      <RichText data={event.details} />
      <Programme title={t('speakers')} items={event.speakers_info} empty={t('noSpeakers')} />
      <Programme title={t('workshops')} items={event.workshops_info} empty={t('noWorkshops')} />
      <Programme title={t('networks')} items={event.networks_info} empty={t('noNetworks')} />
    </div>
  )
}

/** The Registration tab: how to register and, with a capacity, the seats taken. */
async function Registration(view: EventView) {
  const { event, registered, locale } = view
  const t = await getTranslations('EventDetail')
  return (
    <div className="space-y-3 text-slate-700">
      <p>{t('registrationOpen')}</p>
      {event.capacity ? (
        <p>
          {t(isFull(view) ? 'seatsTakenFull' : 'seatsTaken', {
            registered: formatNumber(registered, locale),
            capacity: formatNumber(event.capacity, locale),
          })}
        </p>
      ) : null}
      <p>{t('howToRegister')}</p>
    </div>
  )
}

/** The Gallery tab: the event's pictures. */
async function Gallery({ event }: { event: Event }) {
  const t = await getTranslations('EventDetail')
  const gallery = (event.event_images ?? []).filter((m) => typeof m === 'object')
  return (
    <section aria-label={t('galleryTitle')}>
      <h2 className="mb-4 text-lg font-semibold text-brand-900">{t('galleryTitle')}</h2>
      {gallery.length === 0 ? (
        <EmptyState>{t('noImages')}</EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {gallery.map((media, i) => (
            <li key={i}>
              <MediaImage
                media={media}
                sizes="(min-width: 640px) 240px, 50vw"
                className="aspect-square w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** An event's page body: picture, title, tabs (overview, registration, gallery), then its facts. */
export async function EventDetail(view: EventView) {
  const { event, registered, locale } = view
  const t = await getTranslations('EventDetail')
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
      <article>
        <MediaImage
          media={event.image}
          sizes="(min-width: 1024px) 720px, 100vw"
          priority
          className="aspect-video w-full rounded-2xl object-cover"
        />
        <div className="mt-6 flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{event.name}</h1>
          <ShareButton path={`/events/${event.id}`} title={event.name} />
        </div>
        {event.sub_nameor_title ? (
          <p className="mt-2 text-lg text-slate-700">{event.sub_nameor_title}</p>
        ) : null}
        <div className="mt-8">
          <Tabs
            label={t('infoLabel')}
            tabs={[
              { label: t('overview'), content: <Overview event={event} /> },
              { label: t('registration'), content: <Registration {...view} /> },
              { label: t('gallery'), content: <Gallery event={event} /> },
            ]}
          />
        </div>
      </article>
      <aside
        aria-label={t('factsLabel')}
        className="h-fit space-y-4 rounded-2xl border border-slate-200 p-6 lg:sticky lg:top-32"
      >
        <ClientMessages namespaces={['EventForm']}>
          <RegisterForEvent
            eventId={event.id}
            eventName={event.name}
            closed={isFull(view) ? 'full' : hasEnded(event) ? 'over' : null}
          />
        </ClientMessages>
        <EventFacts event={event} registered={registered} locale={locale} />
      </aside>
    </div>
  )
}
