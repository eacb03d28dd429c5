import { useLocale, useTranslations } from 'next-intl'

import { RoundImage } from '@/components/ui/media-image'
import { formatYear } from '@/features/alumni/format'
import { truncate, TRUNCATE } from '@/lib/format'
import type { Alumnus } from '@/payload-types'

/** A former student in the alumni carousel: photo, name, what they do now and their batch. */
export function AlumnusCard({ alumnus }: { alumnus: Alumnus }) {
  const t = useTranslations('AlumniPage')
  const locale = useLocale()
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <RoundImage media={alumnus.image} px={112} alt="" />
      <h3 className="mt-4 font-semibold text-slate-900">
        {truncate(alumnus.name, TRUNCATE.shortTitle)}
      </h3>
      {alumnus.current_profession ? (
        <p className="mt-1 text-sm text-slate-700">
          {truncate(alumnus.current_profession, TRUNCATE.subtitle)}
        </p>
      ) : null}
      {alumnus.passing_year ? (
        <p className="mt-1 text-sm text-brand-700">
          {t('batch', { year: formatYear(alumnus.passing_year, locale) })}
        </p>
      ) : null}
    </article>
  )
}
