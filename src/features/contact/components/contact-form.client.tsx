'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef } from 'react'

import { SubmitButton } from '@/components/ui/button'
import { CountedTextAreaField, formFields } from '@/components/ui/form-field'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { useFieldErrors } from '@/components/ui/field-errors.client'
import { useLocaliseMessage } from '@/i18n/use-localise-message'
import { LIMITS } from '@/lib/constants'
import { formatCount } from '@/lib/format'
import type { FormState } from '@/lib/form-state'

import { sendContactMessage, type ContactFormValues } from '../actions'

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '' }
const FIELDS = Object.keys(EMPTY) as (keyof ContactFormValues)[]
const idOf = (name: keyof ContactFormValues) => `contact-${name}`

const inputClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-3 focus:outline-brand-100 aria-[invalid=true]:border-red-600'

/**
 * The message form: checked in the browser with the same schema the server uses (fetched when
 * the visitor first steps into the form); the server checks again. On any failure everything
 * typed stays in the boxes.
 */
export function ContactForm() {
  const t = useTranslations('ContactForm')
  const locale = useLocale()
  const localise = useLocaliseMessage()
  const [state, action, pending] = useActionState<FormState<ContactFormValues>, FormData>(
    sendContactMessage,
    {
      status: 'idle',
      values: EMPTY,
    },
  )
  const { errors, formProps } = useFieldErrors({
    state,
    fields: FIELDS,
    idOf,
    schema: () => import('../schemas').then((m) => m.contactMessageSchema),
  })
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (state.status === 'success') form.current?.reset()
    if (state.status === 'error') window.alert(localise(state.message))
  }, [state, localise])

  const field = formFields({
    values: state.values,
    errors,
    idOf,
    keyOf: (name) => `${name}-${state.status}`,
    className: inputClass,
  })

  return (
    <form ref={form} action={action} {...formProps} className="space-y-5" aria-label={t('label')}>
      {state.status === 'success' ? (
        <p
          role="status"
          className="rounded-xl border border-brand-100 bg-brand-50 p-4 font-medium text-brand-900"
        >
          {localise(state.message)}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {field.text('name', t('name'), { autoComplete: 'name' })}
        {field.text('email', t('email'), { type: 'email', autoComplete: 'email' })}
      </div>
      {field.text('subject', t('subject'))}
      <CountedTextAreaField
        id="contact-message"
        name="message"
        label={t('message')}
        rows={6}
        defaultValue={state.values.message}
        error={errors.message}
        answer={state}
        resetKey={`message-${state.status}`}
        hint={(length) =>
          t('hint', {
            count: formatCount(length, locale),
            max: formatCount(LIMITS.contactMessageMax, locale),
          })
        }
        className={inputClass}
      />
      <HoneypotField />
      <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} />
    </form>
  )
}
