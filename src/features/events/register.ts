import 'server-only'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { parseInput } from '@/lib/zod-fields'
import { ValidationError } from '@/lib/errors'
import { caughtByHoneypot, decoyId } from '@/lib/honeypot'
import { parseId } from '@/lib/ids'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'

import { EVENT_REGISTRATION_SUCCESS, registerForEvent } from './store-registration'
import { eventRegistrationSchema } from './schemas'

/** Checkbox values as forms and JSON clients send them. */
const CHECKED = new Set<unknown>([true, 'true', 'on', '1', 1, 'yes'])

/**
 * A visitor registers for an event (`event_id`), from the event page's form or
 * `POST event-registration/store`; no sign-in needed. The confirmation is e-mailed in `locale`, the
 * language of the page the form was sent from. A filled honeypot registers nobody and
 * mails nothing, with a registration's answer.
 */
export async function submitEventRegistration(
  submission: Submission,
  sender: Sender,
  locale: Locale = DEFAULT_LOCALE,
) {
  await API_LIMITS.eventRegistrationByAddress.consume(sender.address)
  const input = await readSubmission(submission)
  const eventId = parseId(input.event_id)
  // Parsed before the honeypot: the per-e-mail limit needs the address, and counts caught bots too.
  const data = parseInput(eventRegistrationSchema, {
    ...input,
    terms: CHECKED.has(input.terms) ? true : input.terms,
  })
  if (eventId === null) throw new ValidationError({ event_id: ['event_id must be an event id'] })
  await API_LIMITS.eventRegistrationByEmail.consume(data.email)
  const registration = (await caughtByHoneypot(input, sender.honeypot))
    ? { id: decoyId() }
    : await registerForEvent(eventId, data, locale)
  return { message: EVENT_REGISTRATION_SUCCESS, registration, eventId }
}
