import 'server-only'

import { ValidationError as PayloadValidationError } from 'payload'

import { ConflictError, NotFoundError } from '@/lib/errors'
import { formatDate } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import type { EventRegistrationData } from './schemas'

export const EVENT_REGISTRATION_SUCCESS = 'Event Registration successfully Done.'
export const ALREADY_REGISTERED = 'You have already registered for this event with this email.'
export const EVENT_FULL = 'Sorry, this event is full.'

/**
 * Registers a visitor for a published event or alumni event (DECISIONS 8): one registration per
 * (event, email), never beyond the capacity staff set, and a confirmation e-mail.
 */
export async function registerForEvent(eventId: number, data: EventRegistrationData) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ id: { equals: eventId } }, { type: { in: ['Event', 'Alumni'] } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const event = docs[0]
  if (!event) throw new NotFoundError('Event not found.')

  const email = data.email.trim().toLowerCase()
  const existing = await payload.count({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: event.id } }, { email: { equals: email } }] },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) throw new ConflictError(ALREADY_REGISTERED)
  if (event.capacity) {
    const taken = await payload.count({
      collection: 'event-registrations',
      where: { event: { equals: event.id } },
      overrideAccess: true,
    })
    if (taken.totalDocs >= event.capacity) throw new ConflictError(EVENT_FULL)
  }

  let registration
  try {
    registration = await payload.create({
      collection: 'event-registrations',
      data: { ...data, email, event: event.id },
      overrideAccess: false,
    })
  } catch (error) {
    // Two requests racing past the check above meet the unique (event, email) index.
    if (
      error instanceof PayloadValidationError &&
      error.data.errors.some((e) => /email|event/.test(e.path))
    ) {
      throw new ConflictError(ALREADY_REGISTERED)
    }
    throw error
  }

  try {
    await payload.sendEmail({
      to: email,
      subject: `Registration confirmed: ${event.name}`,
      text: [
        `Dear ${data.first_name},`,
        '',
        `Your registration for "${event.name}" on ${formatDate(event.start_date)} is confirmed.`,
        event.company ? `Location: ${event.company}` : '',
        '',
        'See you there!',
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Event registration confirmation not sent' })
  }
  return registration
}
