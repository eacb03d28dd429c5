import { useLocale, useTranslations } from 'next-intl'

import type { CalendarItem } from '../items'
import { longDayLabel } from '../labels'

import { ItemNotes, ItemTitle, ItemWhen } from './item-when'
import { KindBadge } from './kind-badge'

/** The chosen day's entries in full, under the month grid. */
export function SelectedDay({
  headingId,
  day,
  today,
  items,
}: {
  headingId: string
  day: string
  today: string
  items: CalendarItem[]
}) {
  const t = useTranslations('CalendarMonth')
  const locale = useLocale()
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {longDayLabel(day, locale)}
        {day === today ? (
          <span className="font-normal text-slate-600"> ({t('todayNote')})</span>
        ) : null}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('nothingOnDay')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <KindBadge kind={item.kind} />
                <span className="text-sm text-slate-600">
                  <ItemWhen item={item} />
                </span>
              </div>
              <p className="mt-1 font-semibold text-slate-900">
                <ItemTitle item={item} />
              </p>
              <ItemNotes item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
