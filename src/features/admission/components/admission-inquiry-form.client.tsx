'use client'

import { useActionState, useEffect, useRef, useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'

import { buttonClass } from '@/components/ui/button'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { FormMessage, inputClass, SelectField, TextField } from '@/components/ui/form-field'
import { useLazySchema } from '@/components/ui/lazy-schema.client'
import { useSuccessCount } from '@/components/ui/success-count.client'
import { useLocaliseMessage } from '@/i18n/use-localise-message'
import { LIMITS } from '@/lib/constants'
import { formatCount } from '@/lib/format'
import { firstErrors, type FormState } from '@/lib/form-state'

import { sendAdmissionInquiry, type AdmissionInquiryValues } from '../actions'

type Values = AdmissionInquiryValues
type Errors = Partial<Record<keyof Values, string>>

const EMPTY: Values = {
  student_name: '',
  class_sought: '',
  guardian_name: '',
  phone: '',
  email: '',
  message: '',
}
const FIELD_ORDER = Object.keys(EMPTY) as (keyof Values)[]
const id = (name: keyof Values) => `admission-${name}`

/**
 * The admission inquiry: checked in the browser with the server's schema (fetched when the
 * visitor first steps into the form), checked again on the server. After an answer, focus goes
 * to the first field to fix or to the message; nothing typed is lost unless the inquiry was sent.
 */
export function AdmissionInquiryForm({ classes }: { classes: { id: number; name: string }[] }) {
  const t = useTranslations('AdmissionForm')
  const locale = useLocale()
  const localise = useLocaliseMessage()
  const [state, action, pending] = useActionState<FormState<Values>, FormData>(
    sendAdmissionInquiry,
    { status: 'idle', values: EMPTY },
  )
  // Each success starts a new round, which redraws the fields empty.
  const round = useSuccessCount(state)
  const [clientErrors, setClientErrors] = useState<Errors>({})
  const schema = useLazySchema(() => import('../schemas').then((m) => m.admissionInquirySchema))
  // The counter follows typing; after each answer it is drawn again from the answer's values.
  const [typed, setTyped] = useState<{ answer: FormState<Values>; length: number } | null>(null)
  const messageLength = typed?.answer === state ? typed.length : state.values.message.length
  const answerBox = useRef<HTMLDivElement>(null)
  const errors: Errors = { ...(state.status === 'invalid' ? state.errors : {}), ...clientErrors }
  const values = state.values
  const key = (name: keyof Values) => `${name}-${round}-${state.status}`

  useEffect(() => {
    if (state.status === 'success' || state.status === 'error') answerBox.current?.focus()
    // The server's check (when the browser's had not loaded yet) also leads to the first field.
    if (state.status === 'invalid') {
      const first = FIELD_ORDER.find((name) => state.errors[name])
      if (first) document.getElementById(id(first))?.focus()
    }
  }, [state])

  return (
    <form
      action={action}
      noValidate
      onFocus={schema.preload}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget)
        const entered = Object.fromEntries(
          FIELD_ORDER.map((name) => [name, String(data.get(name) ?? '')]),
        )
        const parsed = schema.current()?.safeParse(entered)
        if (parsed?.success === false) {
          event.preventDefault()
          const found: Errors = firstErrors(parsed.error)
          setClientErrors(found)
          const first = FIELD_ORDER.find((name) => found[name])
          if (first) document.getElementById(id(first))?.focus()
          return
        }
        setClientErrors({})
      }}
      className="space-y-5"
      aria-label={t('label')}
    >
      {state.status === 'success' || state.status === 'error' ? (
        <div ref={answerBox} tabIndex={-1} className="rounded-xl focus:outline-none">
          <FormMessage
            ok={state.status === 'success'}
            title={state.status === 'success' ? t('sent') : t('notSent')}
            text={localise(state.message)}
          />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          key={key('student_name')}
          id={id('student_name')}
          name="student_name"
          label={t('studentName')}
          autoComplete="off"
          defaultValue={values.student_name}
          error={errors.student_name}
        />
        <SelectField
          key={key('class_sought')}
          id={id('class_sought')}
          name="class_sought"
          label={t('classSought')}
          placeholder={t('selectClass')}
          options={classes.map((item) => ({ value: String(item.id), label: item.name }))}
          defaultValue={values.class_sought}
          error={errors.class_sought}
        />
        <TextField
          key={key('guardian_name')}
          id={id('guardian_name')}
          name="guardian_name"
          label={t('guardianName')}
          autoComplete="name"
          defaultValue={values.guardian_name}
          error={errors.guardian_name}
        />
        <TextField
          key={key('phone')}
          id={id('phone')}
          name="phone"
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <TextField
        key={key('email')}
        id={id('email')}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <div>
        <label htmlFor={id('message')} className="font-medium text-slate-800">
          {t('message')}
        </label>
        <textarea
          key={key('message')}
          id={id('message')}
          name="message"
          rows={5}
          defaultValue={values.message}
          onChange={(event) => setTyped({ answer: state, length: event.target.value.length })}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`admission-message-hint${errors.message ? ' admission-message-error' : ''}`}
          className={inputClass}
        />
        <p id="admission-message-hint" className="mt-1 text-sm text-slate-600">
          {t('characters', {
            count: formatCount(messageLength, locale),
            max: formatCount(LIMITS.admissionMessageMax, locale),
          })}
        </p>
        {errors.message ? (
          <p id="admission-message-error" className="mt-1 text-sm text-red-700">
            {localise(errors.message)}
          </p>
        ) : null}
      </div>
      <HoneypotField />
      <button
        type="submit"
        disabled={pending}
        className={buttonClass('primary', 'w-full sm:w-auto')}
      >
        {pending ? t('sending') : t('send')}
      </button>
    </form>
  )
}
