'use client'

import { Link } from '@/components/ui/link.client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { Button, buttonClass } from '@/components/ui/button'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { Dialog } from '@/components/ui/dialog.client'
import { ModalFormButtons, useModalForm } from '@/components/ui/modal-form.client'
import {
  FieldError,
  LocalisedFormMessage,
  SelectField,
  TextAreaField,
} from '@/components/ui/form-field'
import { GENDERS } from '@/lib/constants'

import { registerForEventAction, type EventFormState } from '../actions'
import { EVENT_FORM_FIELDS, eventFormInput, type EventFormValues } from '../form-fields'

/** The shown text of each stored gender; the value sent stays the English one the records use. */
const GENDER_LABELS = {
  Male: 'genderMale',
  Female: 'genderFemale',
  Other: 'genderOther',
} as const satisfies Record<(typeof GENDERS)[number], string>

const EMPTY = Object.fromEntries(EVENT_FORM_FIELDS.map((key) => [key, ''])) as EventFormValues

/** Why registration is not open, if it is not. */
export type RegistrationClosed = 'full' | 'over' | 'closed' | null

/**
 * 'Register for this Event': the button and its modal form, for visitors without an account.
 * The same schema checks the form here and on the server; on failure everything typed stays, on
 * success the modal closes, the form starts empty and the page confirms the registration.
 */
export function RegisterForEvent({
  eventId,
  eventName,
  closed,
}: {
  eventId: number
  eventName: string
  closed: RegistrationClosed
}) {
  const t = useTranslations('EventForm')
  const [state, action, pending] = useActionState<EventFormState, FormData>(
    registerForEventAction,
    { status: 'idle', values: EMPTY },
  )
  const { open, setOpen, done, values, errors, fieldKey, text, formProps } =
    useModalForm<EventFormValues>({
      state,
      empty: EMPTY,
      idPrefix: 'event',
      fields: EVENT_FORM_FIELDS,
      toInput: eventFormInput,
      schema: () => import('../schemas').then((m) => m.eventRegistrationSchema),
    })

  if (closed) {
    return (
      <div>
        <button type="button" disabled className={buttonClass('primary', 'w-full')}>
          {t('register')}
        </button>
        <p className="mt-2 text-sm text-slate-700">{t(closed)}</p>
      </div>
    )
  }

  const area = (name: keyof EventFormValues, label: string) => (
    <TextAreaField
      key={fieldKey(name)}
      id={`event-${name}`}
      name={name}
      label={label}
      rows={2}
      defaultValue={values[name]}
      error={errors[name]}
    />
  )

  return (
    <div>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog" className="w-full">
        {t('register')}
      </Button>
      {done && !open ? (
        <div className="mt-4" aria-live="polite">
          <LocalisedFormMessage ok title={t('successTitle')} text={done.message} />
          <p className="mt-2 text-sm text-slate-700">{t('confirmationNote')}</p>
        </div>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('dialogTitle', { eventName })}
        className="max-h-[min(600px,90vh)]"
        keepContent
      >
        <form
          action={action}
          aria-label={t('formLabel')}
          {...formProps}
          className="space-y-5 p-6 sm:p-8"
        >
          <div className="pr-10">
            <h2 className="text-2xl font-bold text-slate-900">{t('register')}</h2>
            <p className="mt-1 text-slate-700">{eventName}</p>
          </div>
          {state.status === 'error' ? (
            <LocalisedFormMessage ok={false} title={t('errorTitle')} text={state.message} />
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('first_name', t('firstName'), { autoComplete: 'given-name' })}
            {text('last_name', t('lastName'), { autoComplete: 'family-name' })}
            {text('email', t('email'), { type: 'email', autoComplete: 'email' })}
            {text('phone', t('phone'), { type: 'tel', autoComplete: 'tel' })}
            <SelectField
              key={fieldKey('gender')}
              id="event-gender"
              name="gender"
              label={t('gender')}
              placeholder={t('selectGender')}
              options={GENDERS.map((value) => ({ value, label: t(GENDER_LABELS[value]) }))}
              defaultValue={values.gender}
              error={errors.gender}
            />
            {text('grade', t('grade'))}
          </div>
          {area('present_address', t('presentAddress'))}
          {area('permanent_address', t('permanentAddress'))}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('school', t('school'), { autoComplete: 'organization' })}
            {text('studentId', t('studentId'))}
          </div>
          {text('interests', t('interests'))}
          <fieldset
            aria-describedby={errors.participation ? 'event-participation-error' : undefined}
          >
            <legend className="font-medium text-slate-800">{t('participation')}</legend>
            <div className="mt-2 flex gap-6" key={fieldKey('participation')}>
              {(['yes', 'no'] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="participation"
                    value={choice}
                    id={choice === 'yes' ? 'event-participation' : undefined}
                    defaultChecked={values.participation === choice}
                    className="size-5 accent-brand-700"
                  />
                  {t(choice)}
                </label>
              ))}
            </div>
            <FieldError id="event-participation" error={errors.participation} />
          </fieldset>
          {area('notes', t('notes'))}
          <div>
            <label className="flex items-start gap-3" key={fieldKey('terms')}>
              <input
                id="event-terms"
                type="checkbox"
                name="terms"
                defaultChecked={values.terms === 'on'}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'event-terms-error' : undefined}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                {t.rich('terms', {
                  link: (chunks) => (
                    <Link
                      href="/terms"
                      target="_blank"
                      className="font-semibold text-brand-700 underline"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </span>
            </label>
            <FieldError id="event-terms" error={errors.terms} />
          </div>
          <input type="hidden" name="event_id" value={eventId} />
          <HoneypotField />
          <ModalFormButtons
            label={t('submit')}
            pendingLabel={t('submitting')}
            pending={pending}
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </div>
  )
}
