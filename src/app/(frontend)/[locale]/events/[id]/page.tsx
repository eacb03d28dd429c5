import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/carousel.client'
import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { Section } from '@/components/ui/section'
import { ShareButton } from '@/components/ui/share-button.client'
import { Tabs } from '@/components/ui/tabs.client'
import { ContentCard } from '@/features/content/components/content-card'
import { getEvent, listEventIdsForPrerender, loadEventPage } from '@/features/events/queries'
import { getSchoolName } from '@/features/site/queries'
import { RegisterForEvent } from '@/features/events/components/register-event.client'
import { hasEnded } from '@/features/events/registration'
import { formatDate, formatNumber, TRUNCATE, truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale } from '@/i18n/server'
import { localePath, pageAlternates, type Locale } from '@/i18n/locales'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'

type Props = { params: Promise<{ locale: string; id: string }> }

const TIME: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SCHOOL_TIME_ZONE,
  }),
  bn: new Intl.DateTimeFormat('bn-BD', {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: SCHOOL_TIME_ZONE,
  }),
}

/** '6:30 PM' in English; Bangla names the part of the day first, as people say it: 'সন্ধ্যা ৬:৩০'. */
function formatTime(date: Date, locale: Locale): string {
  if (locale === 'en') return TIME.en.format(date)
  const parts = TIME.bn.formatToParts(date)
  const period = parts.find((part) => part.type === 'dayPeriod')?.value
  const clock = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim()
  return period ? `${period} ${clock}` : clock
}

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

function ListOr({
  items,
  empty,
}: {
  items: { value: string; id?: string | null }[] | null | undefined
  empty: string
}) {
  if (!items?.length) return <p className="text-slate-600">{empty}</p>
  return (
    <ul className="list-disc space-y-1 ps-5 text-slate-700">
      {items.map((item, i) => (
        <li key={item.id ?? i}>{item.value}</li>
      ))}
    </ul>
  )
}

export default async function EventDetailPage({ params }: Props) {
  const locale = await enterLocale(params)
  const { id } = await params
  const [page, t, tEvents] = await Promise.all([
    loadEventPage(id),
    getTranslations('EventDetail'),
    getTranslations('Events'),
  ])
  if (!page) notFound()
  const { event, registered, upcoming } = page
  const gallery = (event.event_images ?? []).filter((m) => typeof m === 'object')
  const start = new Date(event.start_date)
  const full = event.capacity ? registered >= event.capacity : false
  return (
    <>
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
                {
                  label: t('overview'),
                  content: (
                    <div className="space-y-8">
                      <RichText data={event.details} />
                      <section aria-label={t('speakers')}>
                        <h2 className="mb-2 text-lg font-semibold text-brand-900">
                          {t('speakers')}
                        </h2>
                        <ListOr items={event.speakers_info} empty={t('noSpeakers')} />
                      </section>
                      <section aria-label={t('workshops')}>
                        <h2 className="mb-2 text-lg font-semibold text-brand-900">
                          {t('workshops')}
                        </h2>
                        <ListOr items={event.workshops_info} empty={t('noWorkshops')} />
                      </section>
                      <section aria-label={t('networks')}>
                        <h2 className="mb-2 text-lg font-semibold text-brand-900">
                          {t('networks')}
                        </h2>
                        <ListOr items={event.networks_info} empty={t('noNetworks')} />
                      </section>
                    </div>
                  ),
                },
                {
                  label: t('registration'),
                  content: (
                    <div className="space-y-3 text-slate-700">
                      <p>{t('registrationOpen')}</p>
                      {event.capacity ? (
                        <p>
                          {t(full ? 'seatsTakenFull' : 'seatsTaken', {
                            registered: formatNumber(registered, locale),
                            capacity: formatNumber(event.capacity, locale),
                          })}
                        </p>
                      ) : null}
                      <p>{t('howToRegister')}</p>
                    </div>
                  ),
                },
                {
                  label: t('gallery'),
                  content: (
                    <section aria-label={t('galleryTitle')}>
                      <h2 className="mb-4 text-lg font-semibold text-brand-900">
                        {t('galleryTitle')}
                      </h2>
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
                  ),
                },
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
              closed={full ? 'full' : hasEnded(event) ? 'over' : null}
            />
          </ClientMessages>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-slate-600">{t('date')}</dt>
              <dd className="font-semibold text-slate-900">
                {formatDate(event.start_date, locale)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('time')}</dt>
              <dd className="font-semibold text-slate-900">
                {Number.isNaN(start.getTime()) ? t('notAvailable') : formatTime(start, locale)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('openTo')}</dt>
              <dd className="font-semibold text-slate-900">{t('openToValue')}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('registered')}</dt>
              <dd className="font-semibold text-slate-900">
                {formatNumber(registered, locale)}
                {event.capacity ? ` / ${formatNumber(event.capacity, locale)}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('location')}</dt>
              <dd className="font-semibold text-slate-900">{event.company || t('notAvailable')}</dd>
            </div>
          </dl>
        </aside>
      </div>
      <Section title={tEvents('upcomingTitle')} id="upcoming" className="bg-brand-50/60">
        {upcoming.length === 0 ? (
          <EmptyState>{tEvents('noEvents')}</EmptyState>
        ) : (
          <Carousel
            label={tEvents('upcomingLabel')}
            widths="wideTablet"
            speed={1500}
            slides={upcoming.map((e) => (
              <ContentCard
                key={e.id}
                href={`/events/${e.id}`}
                image={e.image}
                meta={formatDate(e.start_date, locale)}
                title={truncate(e.name, TRUNCATE.shortTitle)}
                action={tEvents('viewDetails')}
              />
            ))}
          />
        )}
      </Section>
    </>
  )
}
