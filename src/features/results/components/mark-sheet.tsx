import { useLocale, useTranslations } from 'next-intl'

import { localiseDigits } from '@/lib/digits'
import { formatCount, formatNumber } from '@/lib/format'

import type { MarkSheet as MarkSheetData } from '../dto'
import { formatGpa } from '../grading'

/** The subject table's columns and where their text sits. */
const COLUMNS = [
  ['subject', 'pe-1 sm:pe-2'],
  ['fullMarks', 'px-1 text-end sm:px-2'],
  ['marks', 'px-1 text-end sm:px-2'],
  ['grade', 'px-1 text-center sm:px-2'],
  ['point', 'ps-1 text-end sm:ps-2'],
] as const

/**
 * A student's mark sheet in the page's language: who, which exam and class, each subject's marks,
 * grade and point, then GPA and result. Drawn the same on the results page and the printed sheet.
 */
export function MarkSheet({
  sheet,
  headingLevel = 2,
  headingId,
}: {
  sheet: MarkSheetData
  headingLevel?: 2 | 3
  headingId?: string
}) {
  const t = useTranslations('MarkSheet')
  const locale = useLocale()
  const bangla = locale === 'bn'
  const number = (value: number) => formatNumber(value, locale)
  // Points and GPA keep two decimals, as a mark sheet prints them ('4.50', '৪.৫০').
  const fixed = (value: number) => localiseDigits(formatGpa(value), locale)
  const Heading = `h${headingLevel}` as const
  const passed = sheet.result === 'passed'
  return (
    <article aria-labelledby={headingId} className="text-slate-900">
      <Heading id={headingId} className="text-xl font-bold text-brand-900">
        {bangla ? sheet.exam.name_bn : sheet.exam.name}
      </Heading>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <Detail term={t('student')} value={sheet.student_name} wide />
        <Detail
          term={t('class')}
          value={t('classValue', { name: formatCount(Number(sheet.class), locale) })}
        />
        {sheet.section ? <Detail term={t('section')} value={sheet.section} /> : null}
        <Detail term={t('roll')} value={formatCount(sheet.roll, locale)} />
        <Detail term={t('registration')} value={sheet.registration} />
      </dl>
      {/* On the narrowest phones the table scrolls sideways; keyboard users can scroll it too. */}
      <div
        role="region"
        aria-label={t('subjects')}
        tabIndex={0}
        className="mt-6 overflow-x-auto focus:outline-2 focus:outline-brand-100"
      >
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{t('subjects')}</caption>
          <thead>
            <tr className="border-b-2 border-brand-900 text-brand-900">
              {COLUMNS.map(([key, place]) => (
                <th key={key} scope="col" className={`py-2 ${place}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.subjects.map((subject) => (
              <tr key={subject.code} className="border-b border-slate-200">
                <th scope="row" className="py-2 pe-1 font-medium sm:pe-2">
                  {bangla ? subject.name_bn : subject.name}
                  {subject.optional ? (
                    <>
                      {' '}
                      <span className="text-sm font-normal text-slate-600">{t('optional')}</span>
                    </>
                  ) : null}
                </th>
                <td className="px-1 py-2 text-end sm:px-2">{number(subject.full_marks)}</td>
                <td className="px-1 py-2 text-end sm:px-2">{number(subject.marks)}</td>
                <td
                  className={`px-1 py-2 text-center font-semibold sm:px-2 ${subject.grade === 'F' ? 'text-red-700' : ''}`}
                >
                  {subject.grade}
                </td>
                <td className="py-2 ps-1 text-end sm:ps-2">{fixed(subject.point)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-2 text-center sm:gap-3">
        <Total term={t('gpa')} value={fixed(sheet.gpa)} />
        <Total term={t('letterGrade')} value={sheet.grade} />
        <Total
          term={t('result')}
          value={passed ? t('passed') : t('failed')}
          tone={passed ? 'text-brand-800' : 'text-red-700'}
        />
      </dl>
    </article>
  )
}

function Detail({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={`flex gap-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-slate-600">{term}:</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  )
}

function Total({
  term,
  value,
  tone = 'text-brand-900',
}: {
  term: string
  value: string
  tone?: string
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-2 sm:p-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className={`mt-1 text-lg font-bold break-words sm:text-xl ${tone}`}>{value}</dd>
    </div>
  )
}
