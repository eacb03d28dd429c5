import { useLocale, useTranslations } from 'next-intl'

import type { CalendarItem } from '../items'
import { monthLabel } from '../labels'
import { groupByMonth } from '../month-grid'

import { ItemNotes, ItemTitle, ItemWhen } from './item-when'
import { KindBadge } from './kind-badge'

/** The list view: every item under the month it starts in, with a shortcut to what is next. */
export function CalendarList({ items, month }: { items: CalendarItem[]; month: string }) {
  const t = useTranslations('CalendarList')
  const locale = useLocale()
  const groups = groupByMonth(items)
  const upcoming = groups.find((group) => group.month >= month)
  return (
    <div className="space-y-10">
      {upcoming && upcoming !== groups[0] ? (
        <p>
          <a
            href={`#list-${upcoming.month}`}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            {t('jumpTo', { month: monthLabel(upcoming.month, locale) })}
          </a>
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.month} aria-labelledby={`list-${group.month}`}>
          <h2
            id={`list-${group.month}`}
            className="scroll-mt-36 border-b border-slate-200 pb-2 text-xl font-bold text-brand-900 sm:text-2xl"
          >
            {monthLabel(group.month, locale)}
          </h2>
          <ul className="divide-y divide-slate-200">
            {group.items.map((item) => (
              <li
                key={item.id}
                className="grid gap-x-6 gap-y-1.5 py-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]"
              >
                <p className="text-sm font-semibold text-slate-700">
                  <ItemWhen item={item} />
                </p>
                <div className="min-w-0">
                  <KindBadge kind={item.kind} />
                  <h3 className="mt-1.5 font-semibold text-slate-900">
                    <ItemTitle item={item} />
                  </h3>
                  <ItemNotes item={item} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
