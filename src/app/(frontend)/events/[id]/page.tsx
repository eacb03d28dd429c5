import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

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
import { formatDate, truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'

type Props = { params: Promise<{ id: string }> }

const TIME = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
})

export async function generateStaticParams() {
  return (await listEventIdsForPrerender('Event')).map((id) => ({ id: String(id) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const [schoolName, event] = await Promise.all([getSchoolName(), getEvent(id, 'Event')])
  if (!event) return { title: pageTitle('No Event to Show', schoolName) }
  const description = truncate(event.sub_nameor_title, 160) || undefined
  return {
    title: pageTitle('Event Details', schoolName),
    description,
    alternates: { canonical: `/events/${event.id}` },
    openGraph: { title: event.name, description, url: `/events/${event.id}` },
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
  const { id } = await params
  const page = await loadEventPage(id)
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
              label="Event information"
              tabs={[
                {
                  label: 'Overview',
                  content: (
                    <div className="space-y-8">
                      <RichText data={event.details} />
                      <section aria-label="Speakers">
                        <h2 className="mb-2 text-lg font-semibold text-brand-900">Speakers</h2>
                        <ListOr items={event.speakers_info} empty="No speakers available" />
                      </section>
                      <section aria-label="Workshops">
                        <h2 className="mb-2 text-lg font-semibold text-brand-900">Workshops</h2>
                        <ListOr items={event.workshops_info} empty="No workshops available" />
                      </section>
                      <section aria-label="Networks">
                        <h2 className="mb-2 text-lg font-semibold text-brand-900">Networks</h2>
                        <ListOr items={event.networks_info} empty="No networks available" />
                      </section>
                    </div>
                  ),
                },
                {
                  label: 'Registration',
                  content: (
                    <div className="space-y-3 text-slate-700">
                      <p>Registration is free and open to students, guardians and guests.</p>
                      {event.capacity ? (
                        <p>
                          {registered} of {event.capacity} seats taken
                          {full ? ' — this event is full.' : '.'}
                        </p>
                      ) : null}
                      <p>
                        Use “Register for this Event” to sign up; no account is needed. A
                        confirmation with a calendar file follows by e-mail.
                      </p>
                    </div>
                  ),
                },
                {
                  label: 'Gallery',
                  content: (
                    <section aria-label="Image Gallery of Events">
                      <h2 className="mb-4 text-lg font-semibold text-brand-900">
                        Image Gallery of Events
                      </h2>
                      {gallery.length === 0 ? (
                        <EmptyState>No Images Found</EmptyState>
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
          aria-label="Event facts"
          className="h-fit space-y-4 rounded-2xl border border-slate-200 p-6 lg:sticky lg:top-32"
        >
          <RegisterForEvent
            eventId={event.id}
            eventName={event.name}
            closed={full ? 'full' : hasEnded(event) ? 'over' : null}
          />
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-slate-600">Date</dt>
              <dd className="font-semibold text-slate-900">{formatDate(event.start_date)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Time</dt>
              <dd className="font-semibold text-slate-900">
                {Number.isNaN(start.getTime()) ? 'N/A' : TIME.format(start)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Event Open to</dt>
              <dd className="font-semibold text-slate-900">Students, guardians and guests</dd>
            </div>
            <div>
              <dt className="text-slate-600">Registered</dt>
              <dd className="font-semibold text-slate-900">
                {registered}
                {event.capacity ? ` / ${event.capacity}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Location</dt>
              <dd className="font-semibold text-slate-900">{event.company || 'N/A'}</dd>
            </div>
          </dl>
        </aside>
      </div>
      <Section title="Upcoming Events" id="upcoming" className="bg-brand-50/60">
        {upcoming.length === 0 ? (
          <EmptyState>No Event to Show</EmptyState>
        ) : (
          <Carousel
            label="Upcoming events"
            widths="wideTablet"
            speed={1500}
            slides={upcoming.map((e) => (
              <ContentCard
                key={e.id}
                href={`/events/${e.id}`}
                image={e.image}
                meta={formatDate(e.start_date)}
                title={truncate(e.name, 25)}
                action="View Details"
              />
            ))}
          />
        )}
      </Section>
    </>
  )
}
