import type { RequestContext } from 'payload'

import { revalidatePage } from '@/hooks/revalidate-site'
import type { EventRegistration } from '@/payload-types'

/** Re-renders the cached page of the registration's event (its 'Registered' count changed). */
export function refreshEventPage({
  doc,
  context,
}: {
  doc: EventRegistration
  context: RequestContext
}): EventRegistration {
  const id = typeof doc.event === 'object' ? doc.event.id : doc.event
  // An event is shown under /events, and an alumni event also on the alumni pages.
  revalidatePage(`/events/${id}`, context)
  revalidatePage(`/alumni-association/alumni-events/${id}`, context)
  return doc
}
