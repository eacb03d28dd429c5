import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { MapPreview } from '@/components/ui/map-preview.client'
import { timeLabel } from '@/features/calendar/labels'
import { getSiteSettings } from '@/features/settings/queries'
import type { Locale } from '@/i18n/locales'
import { formatDate, formatNumber } from '@/lib/format'
import { mapLinks } from '@/lib/maps'
import type { Event } from '@/payload-types'

/** An event as its page shows it: with how many have registered, in the page's language. */
export type EventView = { event: Event; registered: number; locale: Locale }

export type Translate = Awaited<ReturnType<typeof getTranslations<'EventDetail'>>>

/** Seats still free when staff set a capacity, else null. */
export const seatsLeft = ({ event, registered }: EventView): number | null =>
  event.capacity ? Math.max(0, event.capacity - registered) : null

function Fact({
  label,
  children,
  className = '',
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

/** The event's starting time, or 'N/A' without a readable date. */
export const eventTime = (event: Event, locale: Locale, t: Translate) =>
  Number.isNaN(new Date(event.start_date).getTime())
    ? t('notAvailable')
    : timeLabel(event.start_date, locale)

/** The seats left of a capacity, or 'full'. */
function seatsText(view: EventView, t: Translate): string | null {
  const left = seatsLeft(view)
  if (left === null) return null
  if (left === 0) return t('seatsFull')
  return t('seatsLeft', {
    left: formatNumber(left, view.locale),
    capacity: formatNumber(view.event.capacity ?? 0, view.locale),
  })
}

/**
 * What the 'Registered' card says: the seats left when there is a capacity; a count once anyone
 * has registered; before that an invitation, never a discouraging zero.
 */
function registeredText(view: EventView, t: Translate): string {
  const seats = seatsText(view, t)
  if (seats) return seats
  if (view.registered > 0)
    return t('registeredCount', { count: formatNumber(view.registered, view.locale) })
  return t('registeredNone')
}

/**
 * When, where and how many seats are left, right under the title on phones and tablets, where
 * the side panel comes only after the whole description.
 */
export async function EventKeyFacts({
  className = '',
  ...view
}: EventView & { className?: string }) {
  const { event, locale } = view
  const [t, site] = await Promise.all([getTranslations('EventDetail'), getSiteSettings()])
  const seats = seatsText(view, t)
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-3 text-sm ${className}`}>
      <Fact label={t('date')}>{formatDate(event.start_date, locale)}</Fact>
      <Fact label={t('time')}>{eventTime(event, locale, t)}</Fact>
      <Fact label={t('location')} className={seats ? '' : 'col-span-2'}>
        {event.company || t('notAvailable')}
        {event.company ? (
          <a
            href={mapLinks(event.company, site.application_address).open}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-6 w-fit items-center font-normal text-brand-700 underline underline-offset-2"
          >
            {t('openMap')}
          </a>
        ) : null}
      </Fact>
      {seats ? <Fact label={t('seats')}>{seats}</Fact> : null}
    </dl>
  )
}

/** The side panel's facts: date, time, audience, registrations and the place with its map. */
export async function EventFacts({ className = '', ...view }: EventView & { className?: string }) {
  const { event, locale } = view
  const [t, site] = await Promise.all([getTranslations('EventDetail'), getSiteSettings()])
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <Fact label={t('date')}>{formatDate(event.start_date, locale)}</Fact>
      <Fact label={t('time')}>{eventTime(event, locale, t)}</Fact>
      <Fact label={t('openTo')}>{t('openToValue')}</Fact>
      <Fact label={t('registered')}>{registeredText(view, t)}</Fact>
      <Fact label={t('location')}>
        {event.company ? (
          <>
            {event.company}
            <span className="mt-2 block font-normal">
              <MapPreview
                links={mapLinks(event.company, site.application_address)}
                labels={{
                  show: t('showMap'),
                  open: t('openMap'),
                  title: t('mapOf', { place: event.company }),
                }}
              />
            </span>
          </>
        ) : (
          t('notAvailable')
        )}
      </Fact>
    </dl>
  )
}
