'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'

import { buttonClass, SubmitButton } from '@/components/ui/button'
import { FormMessage, formFields } from '@/components/ui/form-field'
import { useFieldErrors } from '@/components/ui/field-errors.client'
import { localePath } from '@/i18n/locales'
import { useLocaliseMessage } from '@/i18n/use-localise-message'
import { formatCount } from '@/lib/format'

import { lookUpResultAction, type ResultLookupState, type ResultLookupValues } from '../actions'
import type { ExamChoice } from '../queries'
import { MarkSheet } from './mark-sheet'

type Values = ResultLookupValues

const EMPTY: Values = {
  exam_id: '',
  class: '',
  roll: '',
  registration: '',
  birth_date: '',
  pin: '',
}
const FIELD_ORDER = Object.keys(EMPTY) as (keyof Values)[]
const id = (name: keyof Values) => `result-${name}`

/**
 * The results form: exam, class, roll and registration number (and the date of birth or PIN
 * when the exam asks for one); the answer is the mark sheet
 * below it. It posts to the server without JavaScript too. Checked in the browser with the
 * server's schema once it has loaded; focus goes to the mark sheet, the answer or the first
 * field to fix.
 */
export function ResultLookupForm({ exams }: { exams: ExamChoice[] }) {
  const t = useTranslations('ResultsForm')
  const sheetText = useTranslations('MarkSheet')
  const locale = useLocale()
  const localise = useLocaliseMessage()
  const [state, action, pending] = useActionState<ResultLookupState, FormData>(lookUpResultAction, {
    status: 'idle',
    values: { ...EMPTY, exam_id: exams.length === 1 ? String(exams[0]!.id) : '' },
  })
  const [chosenExam, setChosenExam] = useState<{ answer: unknown; id: string } | null>(null)
  const { errors, formProps } = useFieldErrors({
    state,
    fields: FIELD_ORDER,
    idOf: id,
    schema: () => import('../schemas').then((m) => m.resultLookupSchema),
  })
  const errorBox = useRef<HTMLDivElement>(null)
  const sheetBox = useRef<HTMLElement>(null)
  const examId = chosenExam?.answer === state ? chosenExam.id : state.values.exam_id
  const field = formFields({
    values: state.values,
    errors,
    idOf: id,
    keyOf: (name) => `${name}-${state.status}-${name === 'class' ? examId : ''}`,
  })

  useEffect(() => {
    if (state.status === 'success') sheetBox.current?.focus()
    if (state.status === 'error') errorBox.current?.focus()
  }, [state])

  // Without JavaScript the class list cannot follow the exam: it offers every exam's classes.
  const exam = exams.find((each) => String(each.id) === examId)
  const classes = exam
    ? exam.classes
    : [...new Set(exams.flatMap((each) => each.classes))].sort((a, b) => Number(a) - Number(b))
  // The date of birth or PIN the chosen exam asks for; without a choice (or JavaScript), each that
  // any exam asks for, saying so.
  const asks = (fact: ExamChoice['secondFact']) =>
    exam ? exam.secondFact === fact : exams.some((each) => each.secondFact === fact)
  const asksWhen = !exam && exams.some((each) => each.secondFact === 'none')

  return (
    <>
      <form
        action={action}
        {...formProps}
        onChange={(event) => {
          formProps.onChange(event)
          const target = event.target
          if (target instanceof HTMLSelectElement && target.name === 'exam_id')
            setChosenExam({ answer: state, id: target.value })
        }}
        className="space-y-5"
        aria-label={t('label')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {field.select(
            'exam_id',
            t('exam'),
            t('chooseExam'),
            exams.map((each) => ({ value: String(each.id), label: each.name })),
          )}
          {field.select(
            'class',
            t('class'),
            t('chooseClass'),
            classes.map((name) => ({
              value: name,
              label: t('classOption', { name: formatCount(Number(name), locale) }),
            })),
          )}
          {field.text('roll', t('roll'), { inputMode: 'numeric', autoComplete: 'off' })}
          {field.text('registration', t('registration'), {
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
          {asks('birth_date')
            ? field.text('birth_date', asksWhen ? t('birthDateWhen') : t('birthDate'), {
                inputMode: 'numeric',
                autoComplete: 'off',
              })
            : null}
          {asks('pin')
            ? field.text('pin', asksWhen ? t('pinWhen') : t('pin'), {
                inputMode: 'numeric',
                autoComplete: 'off',
              })
            : null}
        </div>
        <p className="text-sm text-slate-600">{t('digitsHint')}</p>
        <SubmitButton
          pending={pending}
          label={t('submit')}
          pendingLabel={t('searching')}
          className="w-full sm:w-auto"
        />
      </form>
      {state.status === 'error' ? (
        <div ref={errorBox} tabIndex={-1} className="mt-6 rounded-xl focus:outline-none">
          <FormMessage ok={false} title={t('notFound')} text={localise(state.message)} />
        </div>
      ) : null}
      {state.status === 'success' && state.sheet ? (
        <section
          ref={sheetBox}
          tabIndex={-1}
          aria-labelledby="mark-sheet-heading"
          className="mt-8 rounded-2xl border border-brand-100 bg-white p-3 shadow-sm focus:outline-3 focus:outline-brand-100 sm:p-6"
        >
          <MarkSheet sheet={state.sheet} headingId="mark-sheet-heading" />
          <p className="mt-6 flex flex-wrap gap-3">
            <a
              href={localePath(`/results/${state.sheet.code}/print`, locale)}
              aria-describedby="mark-sheet-keep"
              className={buttonClass('primary')}
            >
              {sheetText('print')}
            </a>
            <a
              href={localePath(`/results/${state.sheet.code}/pdf`, locale)}
              download
              className={buttonClass('secondary')}
            >
              {sheetText('download')}
            </a>
          </p>
          <p id="mark-sheet-keep" className="mt-2 text-sm text-slate-600">
            {sheetText('keepLink')}
          </p>
        </section>
      ) : null}
    </>
  )
}
