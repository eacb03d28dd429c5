import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'

import type { StaffFigures } from '../figures'
import { CountTable } from './count-table'
import { InstitutionSection } from './institution-section'

/** Teachers and staff by post: counted from the verified faculty, plus the staff typed in. */
export function StaffSection({
  staff,
  updatedAt,
  locale,
}: {
  staff: StaffFigures
  updatedAt: string | null | undefined
  locale: Locale
}) {
  const t = useTranslations('InstitutionPage')
  return (
    <InstitutionSection
      section="staff"
      updatedAt={updatedAt}
      locale={locale}
      empty={staff.posts.length === 0}
    >
      <div className="max-w-xl">
        <CountTable
          id="staff-caption"
          caption={t('staff.caption')}
          headings={[t('staff.post'), t('staff.count')]}
          lines={staff.posts.map((entry) => ({
            key: `${entry.counted}-${entry.post ?? ''}`,
            label: entry.post ?? t('staff.teacher'),
            count: entry.count,
          }))}
          total={{ label: t('staff.total'), count: staff.total }}
          locale={locale}
        />
        <p className="mt-3 text-sm text-slate-600">{t('staff.fromFaculty')}</p>
      </div>
    </InstitutionSection>
  )
}
