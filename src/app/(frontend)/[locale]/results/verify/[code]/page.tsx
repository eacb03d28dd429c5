import type { Metadata } from 'next'

import { HeadedRegion } from '@/components/ui/section'
import { formatGpa } from '@/features/results/grading'
import { openMarkSheetPage } from '@/features/results/mark-sheet-page'
import { markSheetPageMetadata } from '@/features/results/page-metadata'
import { enterLocale } from '@/i18n/server'
import { localiseDigits } from '@/lib/digits'
import { formatCount } from '@/lib/format'

type Params = { params: Promise<{ locale: string; code: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return markSheetPageMetadata(await enterLocale(params), 'ResultVerify')
}

/**
 * What the printed mark sheet's QR code opens: the student's name, exam, class, GPA and result as
 * the school holds them, for anyone given the sheet (an employer, another school) to compare.
 */
export default async function ResultVerifyPage({ params }: Params) {
  const {
    locale,
    sheet,
    schoolName,
    t,
    sheetText: labels,
  } = await openMarkSheetPage(params, 'ResultVerify')
  const passed = sheet.result === 'passed'
  const rows: [string, string][] = [
    [labels('student'), sheet.student_name],
    [labels('exam'), locale === 'bn' ? sheet.exam.name_bn : sheet.exam.name],
    [labels('class'), labels('classValue', { name: formatCount(Number(sheet.class), locale) })],
    [labels('gpa'), localiseDigits(formatGpa(sheet.gpa), locale)],
    [labels('letterGrade'), sheet.grade],
    [labels('result'), passed ? labels('passed') : labels('failed')],
  ]
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{schoolName}</p>
      <HeadedRegion
        name="verified"
        title={t('genuine')}
        className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5"
        look="xs"
      >
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </HeadedRegion>
      <p className="mt-4 text-sm text-slate-600">{t('note')}</p>
    </div>
  )
}
