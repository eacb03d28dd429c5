import { submitEventRegistration } from '@/features/events/register'
import { apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { clientAddress } from '@/lib/rate-limit'

/** POST /api/v1/event-registration/store: the registration fields plus event_id. */
export const POST = apiRoute(async (request) => {
  const { message, registration, eventId } = await submitEventRegistration(
    () => readBody(request),
    { address: clientAddress(request.headers), honeypot: 'event-registration API' },
  )
  return { message, data: { id: registration.id, event_id: eventId } }
})
