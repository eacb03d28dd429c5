'use client'

import { useActionState, useEffect, useRef } from 'react'
import { useLocale, useTranslations } from 'next-intl'

import { SubmitButton } from '@/components/ui/button'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { CountedTextAreaField, FormMessage, formFields } from '@/components/ui/form-field'
import { useFieldErrors } from '@/components/ui/field-errors.client'
import { useSuccessCount } from '@/components/ui/success-count.client'
import { useLocaliseMessage } from '@/i18n/use-localise-message'
import { LIMITS } from '@/lib/constants'
import { formatCount } from '@/lib/format'
import type { FormState } from '@/lib/form-state'

import { sendAdmissionInquiry } from '../actions'
import { EMPTY_INQUIRY, INQUIRY_FIELDS, type AdmissionInquiryValues } from '../form-fields'

type Values = AdmissionInquiryValues

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
    { status: 'idle', values: EMPTY_INQUIRY },
  )
  // Each success starts a new round, which redraws the fields empty.
  const round = useSuccessCount(state)
  const { errors, formProps } = useFieldErrors({
    state,
    fields: INQUIRY_FIELDS,
    idOf: id,
    schema: () => import('../schemas').then((m) => m.admissionInquirySchema),
  })
  const answerBox = useRef<HTMLDivElement>(null)
  const values = state.values
  const key = (name: keyof Values) => `${name}-${round}-${state.status}`
  const field = formFields({ values, errors, idOf: id, keyOf: key })

  useEffect(() => {
    if (state.status === 'success' || state.status === 'error') answerBox.current?.focus()
  }, [state])

  return (
    <form action={action} {...formProps} className="space-y-5" aria-label={t('label')}>
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
        {field.text('student_name', t('studentName'), { autoComplete: 'off' })}
        {field.select(
          'class_sought',
          t('classSought'),
          t('selectClass'),
          classes.map((item) => ({ value: String(item.id), label: item.name })),
        )}
        {field.text('guardian_name', t('guardianName'), { autoComplete: 'name' })}
        {field.text('phone', t('phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      </div>
      {field.text('email', t('email'), { type: 'email', autoComplete: 'email' })}
      <CountedTextAreaField
        id={id('message')}
        name="message"
        label={t('message')}
        rows={5}
        defaultValue={values.message}
        error={errors.message}
        answer={state}
        resetKey={key('message')}
        hint={(length) =>
          t('characters', {
            count: formatCount(length, locale),
            max: formatCount(LIMITS.admissionMessageMax, locale),
          })
        }
      />
      <HoneypotField />
      <SubmitButton
        pending={pending}
        label={t('send')}
        pendingLabel={t('sending')}
        className="w-full sm:w-auto"
      />
    </form>
  )
}
