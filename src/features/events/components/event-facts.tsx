import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { SCHOOL_TIME_ZONE } from '@/lib/constants'
import { formatDate, formatNumber } from '@/lib/format'
import type { Event } from '@/payload-types'

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

/** The event's date, time, audience, seats taken and place. */
export async function EventFacts({
  event,
  registered,
  locale,
}: {
  event: Event
  registered: number
  locale: Locale
}) {
  const t = await getTranslations('EventDetail')
  const start = new Date(event.start_date)
  return (
    <dl className="space-y-3 text-sm">
      <div>
        <dt className="text-slate-600">{t('date')}</dt>
        <dd className="font-semibold text-slate-900">{formatDate(event.start_date, locale)}</dd>
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
  )
}
