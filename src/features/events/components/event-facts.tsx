import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { timeLabel } from '@/features/calendar/labels'
import type { Locale } from '@/i18n/locales'
import { formatDate, formatNumber } from '@/lib/format'
import type { Event } from '@/payload-types'

/** An event as its page shows it: with how many have registered, in the page's language. */
export type EventView = { event: Event; registered: number; locale: Locale }

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

/** The event's date, time, audience, seats taken and place. */
export async function EventFacts({ event, registered, locale }: EventView) {
  const t = await getTranslations('EventDetail')
  const start = new Date(event.start_date)
  return (
    <dl className="space-y-3 text-sm">
      <Fact label={t('date')}>{formatDate(event.start_date, locale)}</Fact>
      <Fact label={t('time')}>
        {Number.isNaN(start.getTime()) ? t('notAvailable') : timeLabel(event.start_date, locale)}
      </Fact>
      <Fact label={t('openTo')}>{t('openToValue')}</Fact>
      <Fact label={t('registered')}>
        {formatNumber(registered, locale)}
        {event.capacity ? ` / ${formatNumber(event.capacity, locale)}` : ''}
      </Fact>
      <Fact label={t('location')}>{event.company || t('notAvailable')}</Fact>
    </dl>
  )
}
