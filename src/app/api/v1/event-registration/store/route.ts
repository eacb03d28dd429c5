import { EVENT_REGISTRATION_SUCCESS, registerForEvent } from '@/features/events/registration'
import { eventRegistrationSchema } from '@/features/events/schemas'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiRoute, parseInput, readBody } from '@/app/api/v1/_shared/api-route'
import { caughtByHoneypot, decoyId } from '@/lib/honeypot'
import { ValidationError } from '@/lib/errors'
import { parseId } from '@/lib/ids'
import { clientAddress } from '@/lib/rate-limit'

/** Checkbox values as forms and JSON clients send them. */
const CHECKED = new Set([true, 'true', 'on', '1', 1, 'yes'])

/**
 * POST /api/v1/event-registration/store: the registration fields plus event_id; no sign-in needed.
 * A filled honeypot (`website`) registers nobody and mails nothing, with a registration's answer.
 */
export const POST = apiRoute(async (request) => {
  await API_LIMITS.eventRegistrationByAddress.consume(clientAddress(request.headers))
  const body = await readBody(request)
  const eventId = parseId(body.event_id)
  const data = parseInput(eventRegistrationSchema, {
    ...body,
    terms: CHECKED.has(body.terms as string) ? true : body.terms,
  })
  if (eventId === null) throw new ValidationError({ event_id: ['event_id must be an event id'] })
  await API_LIMITS.eventRegistrationByEmail.consume(data.email)
  const registration = (await caughtByHoneypot(body, 'event-registration API'))
    ? { id: decoyId() }
    : await registerForEvent(eventId, data)
  return { message: EVENT_REGISTRATION_SUCCESS, data: { id: registration.id, event_id: eventId } }
})
