'use client'

import { Link } from '@/components/ui/link.client'
import { useActionState } from 'react'

import { Button, buttonClass } from '@/components/ui/button'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { Dialog } from '@/components/ui/dialog.client'
import { ModalFormButtons, useModalForm } from '@/components/ui/modal-form.client'
import { FormMessage, TextAreaField } from '@/components/ui/form-field'
import { GENDERS } from '@/lib/constants'

import { registerForEventAction, type EventFormState } from '../actions'
import { EVENT_FORM_FIELDS, eventFormInput, type EventFormValues } from '../form-fields'

const EMPTY = Object.fromEntries(EVENT_FORM_FIELDS.map((key) => [key, ''])) as EventFormValues

/** Why registration is not open, if it is not. */
export type RegistrationClosed = 'full' | 'over' | null

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
  const [state, action, pending] = useActionState<EventFormState, FormData>(
    registerForEventAction.bind(null, eventId),
    { status: 'idle', values: EMPTY },
  )
  const { open, setOpen, done, values, errors, fieldKey, text, select, check } =
    useModalForm<EventFormValues>({
      state,
      empty: EMPTY,
      idPrefix: 'event',
      schema: () => import('../schemas').then((m) => m.eventRegistrationSchema),
    })

  if (closed) {
    return (
      <div>
        <button type="button" disabled className={buttonClass('primary', 'w-full')}>
          Register for this Event
        </button>
        <p className="mt-2 text-sm text-slate-700">
          {closed === 'full'
            ? 'This event is full.'
            : 'Registration has closed: this event has already taken place.'}
        </p>
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
        Register for this Event
      </Button>
      {done && !open ? (
        <div className="mt-4" aria-live="polite">
          <FormMessage ok title="Success!" text={done.message} />
          <p className="mt-2 text-sm text-slate-700">
            A confirmation with a calendar file is on its way to your e-mail.
          </p>
        </div>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Register for ${eventName}`}
        className="max-h-[min(600px,90vh)]"
      >
        <form
          action={action}
          noValidate
          aria-label="Event registration"
          onSubmit={(event) => check(event, EVENT_FORM_FIELDS, eventFormInput)}
          className="space-y-5 p-6 sm:p-8"
        >
          <div className="pr-10">
            <h2 className="text-2xl font-bold text-slate-900">Register for this Event</h2>
            <p className="mt-1 text-slate-700">{eventName}</p>
          </div>
          {state.status === 'error' ? (
            <FormMessage ok={false} title="Oops!" text={state.message} />
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('first_name', 'First Name', { autoComplete: 'given-name' })}
            {text('last_name', 'Last Name', { autoComplete: 'family-name' })}
            {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            {select('gender', 'Gender', 'Select gender', GENDERS)}
            {text('grade', 'Grade / Class')}
          </div>
          {area('present_address', 'Present Address')}
          {area('permanent_address', 'Permanent Address')}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('school', 'School', { autoComplete: 'organization' })}
            {text('studentId', 'Student ID (optional)')}
          </div>
          {text('interests', 'Academic Interests (optional)')}
          <fieldset
            aria-describedby={errors.participation ? 'event-participation-error' : undefined}
          >
            <legend className="font-medium text-slate-800">
              Will you take part in the activities?
            </legend>
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
                  {choice === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
            {errors.participation ? (
              <p id="event-participation-error" className="mt-1 text-sm text-red-700">
                {errors.participation}
              </p>
            ) : null}
          </fieldset>
          {area('notes', 'Notes (optional)')}
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
                I agree to the{' '}
                <Link
                  href="/terms"
                  target="_blank"
                  className="font-semibold text-brand-700 underline"
                >
                  terms and conditions
                </Link>
              </span>
            </label>
            {errors.terms ? (
              <p id="event-terms-error" className="mt-1 text-sm text-red-700">
                {errors.terms}
              </p>
            ) : null}
          </div>
          <HoneypotField />
          <ModalFormButtons
            label="Register"
            pendingLabel="Registering..."
            pending={pending}
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </div>
  )
}
