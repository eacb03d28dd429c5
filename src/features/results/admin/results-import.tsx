'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  importResultsAction,
  resultsSummaryAction,
  resultsTemplateAction,
  type ImportActionAnswer,
} from '@/features/results/import-actions'
import type { PassCount, ResultsSummary } from '@/features/results/summary'
import { localiseDigits } from '@/lib/digits'

import {
  adminCell,
  adminTable,
  LineProblems,
  SheetFileInput,
} from '@/components/admin/sheet-upload'

/** The panel's words in the admin's two languages. */
const TEXT = {
  en: {
    heading: 'Import results',
    intro:
      'Upload one class’s results as CSV or Excel (.xlsx): the columns roll, registration, student_name, section (may be empty), then one column per subject, headed with the subject’s code. Every line is checked first; nothing is stored while any line is wrong, and a good file replaces that class’s results.',
    saveFirst: 'Save the exam first; then its classes can be imported here.',
    class: 'Class',
    classOption: (name: string) => `Class ${name}`,
    file: 'Results file',
    submit: 'Check and import',
    working: 'Checking…',
    template: 'Download the template for this class',
    imported: (count: number, name: string) =>
      `Imported ${count} results for Class ${name}. They replace the class’s earlier results.`,
    invalid: 'Nothing was imported. Fix these lines and upload the file again:',
    line: 'Line',
    problem: 'Problem',
    summary: 'Summary of the imported results',
    noResults: 'No results are imported yet.',
    students: 'Students',
    passed: 'Passed',
    passRate: 'Pass rate',
    byClass: 'By class',
    bySection: 'By section',
    bySubject: 'By subject',
    section: 'Section',
    subject: 'Subject',
    grades: 'Students at each grade (GPA)',
    grade: 'Grade',
  },
  bn: {
    heading: 'ফলাফল আমদানি',
    intro:
      'একটি শ্রেণির ফলাফল CSV বা Excel (.xlsx) ফাইলে আপলোড করুন: কলাম roll, registration, student_name, section (খালি থাকতে পারে), তারপর প্রতিটি বিষয়ের জন্য একটি কলাম, যার শিরোনাম বিষয়ের কোড। আগে প্রতিটি লাইন যাচাই করা হয়; কোনো লাইনে ভুল থাকলে কিছুই সংরক্ষণ হয় না, আর সঠিক ফাইল ওই শ্রেণির আগের ফলাফলের জায়গা নেয়।',
    saveFirst: 'আগে পরীক্ষাটি সংরক্ষণ করুন; তারপর এখানে শ্রেণিগুলোর ফলাফল আমদানি করা যাবে।',
    class: 'শ্রেণি',
    classOption: (name: string) => `শ্রেণি ${localiseDigits(name, 'bn')}`,
    file: 'ফলাফলের ফাইল',
    submit: 'যাচাই করে আমদানি করুন',
    working: 'যাচাই হচ্ছে…',
    template: 'এই শ্রেণির টেমপ্লেট ডাউনলোড করুন',
    imported: (count: number, name: string) =>
      `শ্রেণি ${localiseDigits(name, 'bn')}-এর ${localiseDigits(String(count), 'bn')}টি ফলাফল আমদানি হয়েছে। এগুলো শ্রেণিটির আগের ফলাফলের জায়গা নিয়েছে।`,
    invalid: 'কিছুই আমদানি হয়নি। এই লাইনগুলো ঠিক করে ফাইলটি আবার আপলোড করুন:',
    line: 'লাইন',
    problem: 'সমস্যা',
    summary: 'আমদানি করা ফলাফলের সারসংক্ষেপ',
    noResults: 'এখনো কোনো ফলাফল আমদানি হয়নি।',
    students: 'শিক্ষার্থী',
    passed: 'উত্তীর্ণ',
    passRate: 'পাসের হার',
    byClass: 'শ্রেণি অনুযায়ী',
    bySection: 'শাখা অনুযায়ী',
    bySubject: 'বিষয় অনুযায়ী',
    section: 'শাখা',
    subject: 'বিষয়',
    grades: 'প্রতিটি গ্রেডে শিক্ষার্থী (জিপিএ)',
    grade: 'গ্রেড',
  },
}

/** Counts and pass rates in the panel language's digits: "৮৭.৫%" in Bangla, "87.5%" in English. */
const FIGURES = {
  en: { count: new Intl.NumberFormat('en'), share: percentFormat('en') },
  bn: { count: new Intl.NumberFormat('bn-BD'), share: percentFormat('bn-BD') },
}

function percentFormat(locale: string) {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
}

const rate = ({ students, passed }: PassCount, lang: 'en' | 'bn') =>
  students === 0 ? '–' : FIGURES[lang].share.format(passed / students)

/**
 * On an exam in /admin: import a class's results file, download a class's template, and check
 * the summary (pass rates per class, section and subject; students per grade as a bar chart)
 * before the publish time.
 */
export function ResultsImport() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const lang = i18n.language === 'bn-BD' ? 'bn' : 'en'
  const text = TEXT[lang]
  const classes = useFormFields(([fields]) =>
    Object.entries(fields)
      .filter(([path]) => /^classes\.\d+\.class$/.test(path))
      .map(([, field]) => String(field.value ?? ''))
      .filter(Boolean)
      .join(','),
  )
  const classList = classes ? classes.split(',') : []
  const [chosen, setChosen] = useState('')
  const [answer, setAnswer] = useState<ImportActionAnswer | null>(null)
  const [working, setWorking] = useState(false)
  const [summary, setSummary] = useState<ResultsSummary | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const examId = typeof id === 'number' ? id : Number(id)
  const className = chosen || classList[0] || ''

  const loadSummary = useCallback(() => {
    if (Number.isInteger(examId) && examId > 0) void resultsSummaryAction(examId).then(setSummary)
  }, [examId])
  useEffect(loadSummary, [loadSummary])

  if (!id) return <p style={{ margin: '1rem 0' }}>{text.saveFirst}</p>

  function upload() {
    const data = new FormData()
    data.set('exam', String(examId))
    data.set('class', className)
    const file = fileInput.current?.files?.[0]
    if (file) data.set('file', file)
    setWorking(true)
    void importResultsAction(data)
      .then((result) => {
        setAnswer(result)
        if (result.status === 'imported') loadSummary()
      })
      .finally(() => setWorking(false))
  }

  async function downloadTemplate() {
    const template = await resultsTemplateAction(examId, className)
    if (!template) return
    const url = URL.createObjectURL(
      new Blob([`\uFEFF${template.csv}`], { type: 'text/csv;charset=utf-8' }),
    )
    const link = document.createElement('a')
    link.href = url
    link.download = template.filename
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <section aria-labelledby="results-import-heading" style={{ margin: '1.5rem 0' }}>
      <h3 id="results-import-heading">{text.heading}</h3>
      <p style={{ maxWidth: '48rem' }}>{text.intro}</p>
      {/* Inside the exam's own form: a nested form would submit the exam, so this is a group. */}
      <div
        role="group"
        aria-labelledby="results-import-heading"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' }}
      >
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          <span>{text.class}</span>
          <select
            name="class"
            value={className}
            onChange={(event) => setChosen(event.target.value)}
            style={{ minHeight: '2.5rem', padding: '0 0.5rem' }}
          >
            {classList.map((name) => (
              <option key={name} value={name}>
                {text.classOption(name)}
              </option>
            ))}
          </select>
        </label>
        <SheetFileInput label={text.file} name="results_file" inputRef={fileInput} />
        <button
          type="button"
          onClick={upload}
          disabled={working || !className}
          className="btn btn--style-primary btn--size-medium"
          style={{ margin: 0 }}
        >
          {working ? text.working : text.submit}
        </button>
        <button
          type="button"
          onClick={() => void downloadTemplate()}
          disabled={!className}
          className="btn btn--style-secondary btn--size-medium"
          style={{ margin: 0 }}
        >
          {text.template}
        </button>
      </div>
      <div role="status" aria-live="polite" style={{ marginTop: '1rem' }}>
        {answer?.status === 'imported' ? <p>{text.imported(answer.count, answer.class)}</p> : null}
        {answer?.status === 'imported' && answer.warning ? (
          <p role="alert" style={{ color: 'var(--theme-warning-700)', maxWidth: '48rem' }}>
            {answer.warning[lang]}
          </p>
        ) : null}
        {answer?.status === 'error' ? (
          <p style={{ color: 'var(--theme-error-500)' }}>{answer[lang]}</p>
        ) : null}
        {answer?.status === 'invalid' ? (
          <LineProblems
            intro={text.invalid}
            headings={text}
            problems={answer.problems}
            lang={lang}
          />
        ) : null}
      </div>
      {summary ? <Summary summary={summary} text={text} lang={lang} /> : null}
    </section>
  )
}

function Summary({
  summary,
  text,
  lang,
}: {
  summary: ResultsSummary
  text: (typeof TEXT)['en']
  lang: 'en' | 'bn'
}) {
  if (summary.students === 0)
    return (
      <>
        <h3>{text.summary}</h3>
        <p>{text.noResults}</p>
      </>
    )
  const most = Math.max(1, ...summary.grades.map((grade) => grade.count))
  const counts = (row: PassCount) => (
    <>
      <td style={adminCell}>{FIGURES[lang].count.format(row.students)}</td>
      <td style={adminCell}>{FIGURES[lang].count.format(row.passed)}</td>
      <td style={adminCell}>{rate(row, lang)}</td>
    </>
  )
  const heads = (first: string) => (
    <thead>
      <tr>
        <th style={adminCell}>{first}</th>
        <th style={adminCell}>{text.students}</th>
        <th style={adminCell}>{text.passed}</th>
        <th style={adminCell}>{text.passRate}</th>
      </tr>
    </thead>
  )
  return (
    <section aria-labelledby="results-summary-heading">
      <h3 id="results-summary-heading">{text.summary}</h3>
      <h4>{text.byClass}</h4>
      <table style={adminTable}>
        {heads(text.class)}
        <tbody>
          {summary.classes.map((row) => (
            <tr key={row.class}>
              <td style={adminCell}>{text.classOption(row.class)}</td>
              {counts(row)}
            </tr>
          ))}
        </tbody>
      </table>
      {summary.classes.map((row) => (
        <div key={row.class}>
          <h4>
            {text.classOption(row.class)}: {text.bySection}, {text.bySubject}
          </h4>
          <table style={adminTable}>
            {heads(text.section)}
            <tbody>
              {row.sections.map((section) => (
                <tr key={section.section}>
                  <td style={adminCell}>{section.section}</td>
                  {counts(section)}
                </tr>
              ))}
            </tbody>
          </table>
          <table style={adminTable}>
            {heads(text.subject)}
            <tbody>
              {row.subjects.map((subject) => (
                <tr key={subject.code}>
                  <td style={adminCell}>{subject.name[lang]}</td>
                  {counts(subject)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <h4 id="results-grades-heading">{text.grades}</h4>
      <table style={adminTable} aria-labelledby="results-grades-heading">
        <thead>
          <tr>
            <th style={adminCell}>{text.grade}</th>
            <th style={adminCell}>{text.students}</th>
            <th style={{ ...adminCell, width: '20rem' }} aria-hidden />
          </tr>
        </thead>
        <tbody>
          {summary.grades.map((row) => (
            <tr key={row.grade}>
              <td style={adminCell}>{row.grade}</td>
              <td style={adminCell}>{FIGURES[lang].count.format(row.count)}</td>
              <td style={adminCell} aria-hidden>
                <div
                  style={{
                    height: '0.9rem',
                    width: `${(row.count * 100) / most}%`,
                    minWidth: row.count > 0 ? '2px' : 0,
                    background:
                      row.grade === 'F' ? 'var(--theme-error-500)' : 'var(--theme-success-500)',
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
