import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatCount, formatNumber } from '@/lib/format'
import type { Institution } from '@/payload-types'

import type { Counts, EnrolmentTable } from '../figures'
import { ENROLMENT_CSV_PATH } from '../paths'
import { CountTable } from './count-table'
import { EnrolmentChart } from './enrolment-chart'
import {
  CaptionedTable,
  InstitutionSection,
  NotPublished,
  TABLE,
  TableHead,
} from './institution-section'

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
      <td className={TABLE.figure}>{number(counts.girls)}</td>
      <td className={TABLE.figure}>{number(counts.boys)}</td>
      {showOther ? <td className={TABLE.figure}>{number(counts.other)}</td> : null}
      <td className={`${TABLE.figure} font-semibold`}>{number(counts.total)}</td>
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
  const className = (value: string) => t('className', { class: value })
  const approved = table.classes.filter((entry) => entry.approved !== null)
  const showOther = table.totals.other > 0
  const columns = [
    t('enrolment.section'),
    t('enrolment.girls'),
    t('enrolment.boys'),
    ...(showOther ? [t('enrolment.other')] : []),
    t('enrolment.total'),
  ]
  const caption =
    settings?.source === 'members'
      ? t('enrolment.countedCaption')
      : t('enrolment.caption', { year: settings?.year ? formatCount(settings.year, locale) : '' })
  return (
    <InstitutionSection section="enrolment" updatedAt={settings?.updated_at} locale={locale}>
      {approved.length > 0 ? (
        <div className="mb-10 max-w-md">
          <CountTable
            id="approved-sections-caption"
            caption={t('enrolment.approvedCaption')}
            headings={[t('enrolment.class'), t('enrolment.approved')]}
            lines={approved.map((entry) => ({
              key: entry.class,
              label: className(entry.class),
              count: entry.approved ?? 0,
            }))}
            locale={locale}
          />
        </div>
      ) : null}
      {table.rows.length === 0 ? (
        <NotPublished />
      ) : (
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="min-w-0">
            <CaptionedTable id="enrolment-caption" caption={caption}>
              <TableHead columns={columns} figures />
              {table.classes
                .filter((entry) => entry.sections > 0)
                .map((entry) => (
                  <tbody key={entry.class} className="border-t border-slate-200">
                    <tr>
                      <th
                        scope="rowgroup"
                        colSpan={columns.length}
                        className={`${TABLE.label} bg-slate-50 font-semibold text-brand-900`}
                      >
                        {className(entry.class)}
                      </th>
                    </tr>
                    {table.rows
                      .filter((row) => row.class === entry.class)
                      .map((row) => (
                        <tr key={row.section} className={TABLE.row}>
                          <th scope="row" className={`${TABLE.label} font-normal`}>
                            {row.section || t('enrolment.noSection')}
                          </th>
                          <Figures counts={row} showOther={showOther} locale={locale} />
                        </tr>
                      ))}
                    {entry.sections > 1 ? (
                      <tr className={`${TABLE.row} font-semibold`}>
                        <th scope="row" className={TABLE.label}>
                          {t('enrolment.classTotal')}
                        </th>
                        <Figures counts={entry} showOther={showOther} locale={locale} />
                      </tr>
                    ) : null}
                  </tbody>
                ))}
              <tfoot className={TABLE.foot}>
                <tr>
                  <th scope="row" className={TABLE.label}>
                    {t('enrolment.allClasses')}
                  </th>
                  <Figures counts={table.totals} showOther={showOther} locale={locale} />
                </tr>
              </tfoot>
            </CaptionedTable>
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
