'use server'

import { visitorLocale } from '@/i18n/answer-in-language'
import { formAction, formSender } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'
import { HONEYPOT_FIELD } from '@/lib/honeypot'

import { EVENT_FORM_FIELDS, eventFormInput, type EventFormValues } from './form-fields'
import { submitEventRegistration } from './register'

export type EventFormState = FormState<EventFormValues>

/**
 * The 'Register for this Event' form (`submitEventRegistration`); the event id is the form's
 * hidden `event_id`. Whatever goes wrong, the typed values come back so nothing has to be typed
 * again.
 */
export async function registerForEventAction(
  _previous: EventFormState,
  formData: FormData,
): Promise<EventFormState> {
  const values = readFields(formData, EVENT_FORM_FIELDS)
  const input = {
    ...eventFormInput(values),
    event_id: formData.get('event_id'),
    [HONEYPOT_FIELD]: formData.get(HONEYPOT_FIELD),
  }
  return formAction(
    {
      keep: values,
      failure: 'Failed to register. Please try again.',
      logAs: 'Event registration failed',
    },
    async () => {
      const { message } = await submitEventRegistration(
        input,
        await formSender('event registration'),
        await visitorLocale(),
      )
      return { message, values }
    },
  )
}
