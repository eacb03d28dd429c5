import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'

import type { EnrolmentTable } from '../figures'

const percent = (value: number, of: number) => `${of > 0 ? (value / of) * 100 : 0}%`

/**
 * Students per class as horizontal bars (girls, then boys), drawn by the server from the same
 * table the page shows; each bar says its numbers in words, so no reader depends on the colours.
 */
export function EnrolmentChart({ table, locale }: { table: EnrolmentTable; locale: Locale }) {
  const t = useTranslations('InstitutionPage')
  const number = (value: number) => formatNumber(value, locale)
  const classes = table.classes.filter((entry) => entry.total > 0)
  const longest = Math.max(0, ...classes.map((entry) => entry.total))
  return (
    <figure
      aria-labelledby="enrolment-chart-title"
      className="min-w-0 rounded-xl border border-slate-200 p-4"
    >
      <figcaption id="enrolment-chart-title" className="font-semibold text-slate-900">
        {t('enrolment.chartTitle')}
      </figcaption>
      <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="sr-only">{t('enrolment.legend')}: </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent-500" />
          {t('enrolment.girls')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-700" />
          {t('enrolment.boys')}
        </span>
        {table.totals.other > 0 ? (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-slate-400" />
            {t('enrolment.other')}
          </span>
        ) : null}
      </p>
      <ul className="mt-4 space-y-3">
        {classes.map((entry) => (
          <li key={entry.class} data-class={entry.class}>
            <p className="text-sm text-slate-800">
              {t('enrolment.chartLabel', {
                class: t('className', { class: entry.class }),
                girls: number(entry.girls),
                boys: number(entry.boys),
                total: number(entry.total),
              })}
            </p>
            <div
              aria-hidden="true"
              className="mt-1 flex h-4 overflow-hidden rounded-sm bg-slate-100"
            >
              <span className="bg-accent-500" style={{ width: percent(entry.girls, longest) }} />
              <span className="bg-brand-700" style={{ width: percent(entry.boys, longest) }} />
              <span className="bg-slate-400" style={{ width: percent(entry.other, longest) }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-600">
        {t('enrolment.scale', { total: number(longest) })}
      </p>
    </figure>
  )
}
