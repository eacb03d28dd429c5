import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'

import type { StaffFigures } from '../figures'
import { InstitutionSection, NotPublished, TableScroll } from './institution-section'

const cell = 'px-3 py-2 text-right tabular-nums'

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
      id="teachers-and-staff"
      title={t('sections.staff')}
      updatedAt={updatedAt}
      locale={locale}
    >
      {staff.posts.length === 0 ? (
        <NotPublished />
      ) : (
        <div className="max-w-xl">
          <TableScroll labelledBy="staff-caption">
            <table className="w-full text-left">
              <caption
                id="staff-caption"
                className="px-3 py-2 text-left font-semibold text-slate-900"
              >
                {t('staff.caption')}
              </caption>
              <thead className="bg-brand-50 text-sm">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('staff.post')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('staff.count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {staff.posts.map((entry) => (
                  <tr
                    key={`${entry.counted}-${entry.post ?? ''}`}
                    className="border-t border-slate-100"
                  >
                    <th scope="row" className="px-3 py-2 font-normal">
                      {entry.post ?? t('staff.teacher')}
                    </th>
                    <td className={cell}>{formatNumber(entry.count, locale)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-brand-700 bg-brand-50 font-bold">
                <tr>
                  <th scope="row" className="px-3 py-2">
                    {t('staff.total')}
                  </th>
                  <td className={cell}>{formatNumber(staff.total, locale)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          <p className="mt-3 text-sm text-slate-600">{t('staff.fromFaculty')}</p>
        </div>
      )}
    </InstitutionSection>
  )
}
