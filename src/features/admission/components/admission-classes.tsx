import { useTranslations } from 'next-intl'

import { EmptyState } from '@/components/ui/error-card'
import { Link } from '@/components/ui/link.client'
import type { Class } from '@/payload-types'

type AdmissionClass = Pick<
  Class,
  'id' | 'name' | 'short_description' | 'duration' | 'fees' | 'requiredments'
>

/** One card per class: fees and duration, then what to bring for admission. */
export function AdmissionClasses({ classes }: { classes: AdmissionClass[] }) {
  const t = useTranslations('AdmissionClasses')
  if (classes.length === 0) return <EmptyState>{t('empty')}</EmptyState>
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {classes.map((item) => (
        <li key={item.id}>
          <article
            aria-labelledby={`class-${item.id}-name`}
            className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 id={`class-${item.id}-name`} className="text-xl font-bold text-brand-900">
              {item.name}
            </h3>
            {item.short_description ? (
              <p className="mt-1 text-sm text-slate-700">{item.short_description}</p>
            ) : null}
            <dl className="mt-4 divide-y divide-brand-100 rounded-xl bg-brand-50 px-4 py-1 text-sm">
              <div className="flex gap-3 py-2">
                <dt className="w-20 shrink-0 text-slate-600">{t('fees')}</dt>
                <dd className="font-semibold text-brand-900">{item.fees || t('notAvailable')}</dd>
              </div>
              <div className="flex gap-3 py-2">
                <dt className="w-20 shrink-0 text-slate-600">{t('duration')}</dt>
                <dd className="font-semibold text-brand-900">
                  {item.duration || t('notAvailable')}
                </dd>
              </div>
            </dl>
            <h4 className="mt-4 text-sm font-semibold text-slate-900">{t('requirements')}</h4>
            {item.requiredments?.length ? (
              <ul className="mt-2 flex-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
                {item.requiredments.map((requirement, i) => (
                  <li key={requirement.id ?? i}>{requirement.value}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 flex-1 text-sm text-slate-600">{t('askOffice')}</p>
            )}
            <Link
              href={`/class/${item.id}`}
              aria-label={t('detailsLabel', { name: item.name })}
              className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              {t('details')}
            </Link>
          </article>
        </li>
      ))}
    </ul>
  )
}
