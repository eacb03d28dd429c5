import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { ShareButton } from '@/components/ui/share-button.client'
import { Tabs } from '@/components/ui/tabs.client'
import { ClientMessages } from '@/i18n/client-messages'
import { formatDate } from '@/lib/format'
import type { Event } from '@/payload-types'

import { hasEnded, registrationHasClosed } from '../store-registration'
import { EventFacts, EventKeyFacts, eventTime, seatsLeft, type EventView } from './event-facts'
import { RegisterForEvent } from './register-event.client'

const isFull = (view: EventView) => seatsLeft(view) === 0

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

/** The Overview tab: the description. */
function Overview({ event }: { event: Event }) {
  return <RichText data={event.details} />
}

/** The Registration tab: when and where, the programme, and how to register. */
async function Registration({ event, locale }: EventView) {
  const t = await getTranslations('EventDetail')
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          [t('date'), formatDate(event.start_date, locale)],
          [t('location'), event.company || t('notAvailable')],
          [t('time'), eventTime(event, locale, t)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Programme title={t('speakers')} items={event.speakers_info} empty={t('noSpeakers')} />
      <Programme title={t('workshops')} items={event.workshops_info} empty={t('noWorkshops')} />
      <Programme title={t('networks')} items={event.networks_info} empty={t('noNetworks')} />
      <p className="text-slate-700">
        {t('registrationOpen')} {t('howToRegister')}
      </p>
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

/**
 * An event's page body: picture, title, then (on phones) when, where and the seats left, the
 * tabs, and the side panel. On phones the panel is a bar holding the Register button that stays
 * at the bottom of the screen while the page is read; on wide screens it sits beside the page.
 */
export async function EventDetail(view: EventView) {
  const { event } = view
  const t = await getTranslations('EventDetail')
  const closed = hasEnded(event)
    ? 'over'
    : registrationHasClosed(event)
      ? 'closed'
      : isFull(view)
        ? 'full'
        : null
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pt-6 pb-10 sm:pt-10 lg:grid lg:grid-cols-[2fr_1fr] lg:gap-10">
      <article className="min-w-0">
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
        <EventKeyFacts {...view} className="mt-5 lg:hidden" />
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
        className={`${closed ? '' : 'sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur'} h-fit lg:sticky lg:top-32 lg:bottom-auto lg:mx-0 lg:space-y-4 lg:rounded-2xl lg:border lg:border-slate-200 lg:p-6 lg:shadow-none`}
      >
        <ClientMessages namespaces={['EventForm']}>
          <RegisterForEvent eventId={event.id} eventName={event.name} closed={closed} />
        </ClientMessages>
        <EventFacts {...view} className="hidden lg:block" />
      </aside>
    </div>
  )
}
