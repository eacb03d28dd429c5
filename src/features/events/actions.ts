'use server'

import { headers } from 'next/headers'

import { inVisitorLanguage } from '@/i18n/answer-in-language'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { AppError } from '@/lib/errors'
import { firstErrors, readFields, type FormState } from '@/lib/form-state'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'
import { logError } from '@/lib/log/server'

import { EVENT_REGISTRATION_SUCCESS, registerForEvent } from './registration'
import { EVENT_FORM_FIELDS, eventFormInput, type EventFormValues } from './form-fields'
import { eventRegistrationSchema } from './schemas'

export type EventFormState = FormState<EventFormValues>

const FAILED = 'Failed to register. Please try again.'

/**
 * The 'Register for this Event' form; no sign-in needed. The event id is bound by the page.
 * Whatever goes wrong, the typed values come back so nothing has to be typed again.
 */
async function answerRegisterForEventAction(
  eventId: number,
  _previous: EventFormState,
  formData: FormData,
): Promise<EventFormState> {
  const values = readFields(formData, EVENT_FORM_FIELDS)
  const parsed = eventRegistrationSchema.safeParse(eventFormInput(values))
  if (!parsed.success) return { status: 'invalid', values, errors: firstErrors(parsed.error) }
  try {
    await API_LIMITS.eventRegistrationByAddress.consume(clientAddress(await headers()))
    await API_LIMITS.eventRegistrationByEmail.consume(parsed.data.email)
    // A filled honeypot: no registration, no e-mail, and the same answer as a real one.
    if (!(await caughtByHoneypot(formData, 'event registration'))) {
      await registerForEvent(eventId, parsed.data)
    }
  } catch (error) {
    // Already registered, full, over, too many attempts: the member is told which.
    if (error instanceof AppError && error.status < 500) {
      return { status: 'error', values, message: error.message }
    }
    await logError('Event registration failed', error)
    return { status: 'error', values, message: FAILED }
  }
  return { status: 'success', values, message: EVENT_REGISTRATION_SUCCESS }
}

export async function registerForEventAction(
  ...args: Parameters<typeof answerRegisterForEventAction>
): ReturnType<typeof answerRegisterForEventAction> {
  return inVisitorLanguage(await answerRegisterForEventAction(...args))
}
