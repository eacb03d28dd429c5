import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatCount, formatNumber } from '@/lib/format'
import type { Institution } from '@/payload-types'

import type { Counts, EnrolmentTable } from '../figures'
import { ENROLMENT_CSV_PATH } from '../paths'
import { EnrolmentChart } from './enrolment-chart'
import { InstitutionSection, NotPublished, TableScroll } from './institution-section'

const cell = 'px-2 py-2 text-right tabular-nums sm:px-3'
const label = 'px-2 py-2 sm:px-3'

/** Girls, boys, (gender not recorded,) total: the cells after a row's header. */
function Figures({
  counts,
  showOther,
  locale,
}: {
  counts: Counts
  showOther: boolean
  locale: Locale
}) {
  const number = (value: number) => formatNumber(value, locale)
  return (
    <>
      <td className={cell}>{number(counts.girls)}</td>
      <td className={cell}>{number(counts.boys)}</td>
      {showOther ? <td className={cell}>{number(counts.other)}</td> : null}
      <td className={`${cell} font-semibold`}>{number(counts.total)}</td>
    </>
  )
}

/** Approved sections per class, students per class, section and gender, and a chart of them. */
export function EnrolmentSection({
  settings,
  table,
  locale,
}: {
  settings: Institution['enrolment'] | undefined
  table: EnrolmentTable
  locale: Locale
}) {
  const t = useTranslations('InstitutionPage')
  const number = (value: number) => formatNumber(value, locale)
  const className = (value: string) => t('className', { class: value })
  const approved = table.classes.filter((entry) => entry.approved !== null)
  const showOther = table.totals.other > 0
  const columns = showOther ? 5 : 4
  const counted = settings?.source === 'members'
  return (
    <InstitutionSection
      id="enrolment"
      title={t('sections.enrolment')}
      updatedAt={settings?.updated_at}
      locale={locale}
    >
      {approved.length > 0 ? (
        <div className="mb-10 max-w-md">
          <TableScroll labelledBy="approved-sections-caption">
            <table className="w-full text-left">
              <caption
                id="approved-sections-caption"
                className="px-3 py-2 text-left font-semibold text-slate-900"
              >
                {t('enrolment.approvedCaption')}
              </caption>
              <thead className="bg-brand-50 text-sm">
                <tr>
                  <th scope="col" className={label}>
                    {t('enrolment.class')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('enrolment.approved')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {approved.map((entry) => (
                  <tr key={entry.class} className="border-t border-slate-100">
                    <th scope="row" className={`${label} font-normal`}>
                      {className(entry.class)}
                    </th>
                    <td className={cell}>{number(entry.approved ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ) : null}
      {table.rows.length === 0 ? (
        <NotPublished />
      ) : (
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="min-w-0">
            <TableScroll labelledBy="enrolment-caption">
              <table className="w-full text-left">
                <caption
                  id="enrolment-caption"
                  className="px-3 py-2 text-left font-semibold text-slate-900"
                >
                  {counted
                    ? t('enrolment.countedCaption')
                    : t('enrolment.caption', {
                        year: settings?.year ? formatCount(settings.year, locale) : '',
                      })}
                </caption>
                <thead className="bg-brand-50 text-sm">
                  <tr>
                    <th scope="col" className={label}>
                      {t('enrolment.section')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('enrolment.girls')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('enrolment.boys')}
                    </th>
                    {showOther ? (
                      <th scope="col" className={cell}>
                        {t('enrolment.other')}
                      </th>
                    ) : null}
                    <th scope="col" className={cell}>
                      {t('enrolment.total')}
                    </th>
                  </tr>
                </thead>
                {table.classes
                  .filter((entry) => entry.sections > 0)
                  .map((entry) => (
                    <tbody key={entry.class} className="border-t border-slate-200">
                      <tr>
                        <th
                          scope="rowgroup"
                          colSpan={columns}
                          className={`${label} bg-slate-50 font-semibold text-brand-900`}
                        >
                          {className(entry.class)}
                        </th>
                      </tr>
                      {table.rows
                        .filter((row) => row.class === entry.class)
                        .map((row) => (
                          <tr key={row.section} className="border-t border-slate-100">
                            <th scope="row" className={`${label} font-normal`}>
                              {row.section || t('enrolment.noSection')}
                            </th>
                            <Figures counts={row} showOther={showOther} locale={locale} />
                          </tr>
                        ))}
                      {entry.sections > 1 ? (
                        <tr className="border-t border-slate-100 font-semibold">
                          <th scope="row" className={label}>
                            {t('enrolment.classTotal')}
                          </th>
                          <Figures counts={entry} showOther={showOther} locale={locale} />
                        </tr>
                      ) : null}
                    </tbody>
                  ))}
                <tfoot className="border-t-2 border-brand-700 bg-brand-50 font-bold">
                  <tr>
                    <th scope="row" className={label}>
                      {t('enrolment.allClasses')}
                    </th>
                    <Figures counts={table.totals} showOther={showOther} locale={locale} />
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
            <p className="mt-4">
              <a
                href={ENROLMENT_CSV_PATH}
                download
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t('enrolment.download')}
              </a>
            </p>
          </div>
          <EnrolmentChart table={table} locale={locale} />
        </div>
      )}
    </InstitutionSection>
  )
}
