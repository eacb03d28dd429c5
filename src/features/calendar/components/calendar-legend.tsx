import { useLocale, useTranslations } from 'next-intl'

import { formatNumber } from '@/lib/format'

import { CALENDAR_ITEM_KINDS } from '../items'
import { KIND_MESSAGE_KEYS } from '../labels'

import { KindDot } from './kind-badge'

/** What the colours and marks of the calendar mean, each with its name. */
export function CalendarLegend() {
  const t = useTranslations('CalendarLegend')
  const kinds = useTranslations('CalendarKinds')
  const locale = useLocale()
  return (
    <ul
      aria-label={t('label')}
      className="flex flex-wrap gap-x-5 gap-y-2 rounded-2xl border border-slate-200 px-4 py-3 text-sm text-slate-700"
    >
      {CALENDAR_ITEM_KINDS.map((kind) => (
        <li key={kind} className="inline-flex items-center gap-2">
          <KindDot kind={kind} className="size-3" />
          {kinds(KIND_MESSAGE_KEYS[kind])}
        </li>
      ))}
      <li className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 rounded-sm border border-slate-300 bg-slate-200"
        />
        {t('weeklyHoliday')}
      </li>
      <li className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-[0.625rem] font-semibold text-white"
        >
          {formatNumber(1, locale)}
        </span>
        {t('today')}
      </li>
    </ul>
  )
}
