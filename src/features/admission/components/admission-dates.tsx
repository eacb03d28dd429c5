import { useLocale, useTranslations } from 'next-intl'

import { EmptyState } from '@/components/ui/error-card'
import type { Locale } from '@/i18n/locales'
import type { CalendarEntry } from '@/payload-types'

import { dhakaDay } from '@/lib/dhaka-days'

import { SCHOOL_TIME_ZONE } from '@/lib/constants'
import { Day } from './day'

type KeyDate = Pick<CalendarEntry, 'id' | 'title' | 'start_date' | 'end_date' | 'description'>

const DAY_PART: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { day: '2-digit', timeZone: SCHOOL_TIME_ZONE }),
  bn: new Intl.DateTimeFormat('bn-BD', { day: '2-digit', timeZone: SCHOOL_TIME_ZONE }),
}
const MONTH_PART: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: SCHOOL_TIME_ZONE }),
  bn: new Intl.DateTimeFormat('bn-BD', { month: 'short', timeZone: SCHOOL_TIME_ZONE }),
}

/** Upcoming admission dates as a timeline of rows: first day, title, full dates, details. */
export function AdmissionDates({ dates }: { dates: KeyDate[] }) {
  const t = useTranslations('AdmissionDates')
  const locale = useLocale()
  if (dates.length === 0) return <EmptyState>{t('empty')}</EmptyState>
  return (
    <ol className="grid gap-3">
      {dates.map((entry) => {
        const start = new Date(entry.start_date)
        const isPeriod = entry.end_date && dhakaDay(entry.end_date) !== dhakaDay(start)
        return (
          <li
            key={entry.id}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <span
              aria-hidden
              className="flex w-14 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-brand-900 py-2 text-white"
            >
              <span className="text-xl leading-none font-bold">
                {DAY_PART[locale].format(start)}
              </span>
              <span className="mt-1 text-xs text-brand-100">
                {MONTH_PART[locale].format(start)}
              </span>
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{entry.title}</h3>
              <p className="text-sm font-medium text-brand-700">
                {isPeriod && entry.end_date ? (
                  <>
                    <Day value={entry.start_date} /> – <Day value={entry.end_date} />
                  </>
                ) : (
                  <Day value={entry.start_date} />
                )}
              </p>
              {entry.description ? (
                <p className="mt-1 text-sm text-slate-700">{entry.description}</p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
