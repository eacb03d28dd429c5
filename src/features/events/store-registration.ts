import 'server-only'

import { ValidationError as PayloadValidationError } from 'payload'

import { DEFAULT_LOCALE, localePath, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { ConflictError, NotFoundError } from '@/lib/errors'
import { formatDate } from '@/lib/format'
import { calendarFile } from '@/lib/ics'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { ALREADY_REGISTERED, EVENT_CLOSED, EVENT_FULL, REGISTRATION_CLOSED } from './messages'
import type { EventRegistrationData } from './schemas'

export {
  ALREADY_REGISTERED,
  EVENT_CLOSED,
  EVENT_FULL,
  EVENT_REGISTRATION_SUCCESS,
  REGISTRATION_CLOSED,
} from './messages'

/**
 * Registers a visitor for a published event or alumni event
 * (docs/decisions.md, 'Event registration counts each person once'): one registration per (event,
 * email), never beyond the capacity staff set, and a confirmation e-mail.
 */
export async function registerForEvent(
  eventId: number,
  data: EventRegistrationData,
  locale: Locale = DEFAULT_LOCALE,
) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ id: { equals: eventId } }, { type: { in: ['Event', 'Alumni'] } }] },
    limit: 1,
    depth: 0,
    // The event's name and place in the visitor's language, for the confirmation.
    locale,
    overrideAccess: false,
  })
  const event = docs[0]
  if (!event) throw new NotFoundError('Event not found.')

  if (hasEnded(event)) throw new ConflictError(EVENT_CLOSED)
  if (registrationHasClosed(event)) throw new ConflictError(REGISTRATION_CLOSED)

  const email = data.email.trim().toLowerCase()
  const existing = await payload.count({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: event.id } }, { email: { equals: email } }] },
    // Other visitors' registrations are private; only whether this address registered is asked.
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) throw new ConflictError(ALREADY_REGISTERED)

  let registration
  for (let attempt = 1; !registration; attempt++) {
    const seat = event.capacity ? await freeSeat(event.id, event.capacity) : null
    if (seat === 0) throw new ConflictError(EVENT_FULL)
    try {
      // Access was decided above; the visitor's fields come from the schema only.
      registration = await payload.create({
        collection: 'event-registrations',
        data: { ...data, email, event: event.id, seat },
        overrideAccess: true,
      })
    } catch (error) {
      const clash = uniqueClash(error)
      // Another visitor took this seat a moment ago: look for the next free one.
      if (clash === 'seat' && attempt < SEAT_ATTEMPTS) continue
      // Two requests with the same e-mail raced past the check above.
      if (clash === 'email') throw new ConflictError(ALREADY_REGISTERED)
      throw error
    }
  }

  try {
    const site = await payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: false })
    const path =
      event.type === 'Alumni'
        ? `/alumni-association/alumni-events/${event.id}`
        : `/events/${event.id}`
    const url = new URL(localePath(path, locale), env.SERVER_URL).toString()
    const words = CONFIRMATION[locale]
    await payload.sendEmail({
      to: email,
      subject: words.subject(event.name),
      // The address is not confirmed: nothing the visitor typed opens the mail; their name
      // is shown below as what was registered.
      text: [
        words.confirmed(event.name, formatDate(event.start_date, locale)),
        event.company ? words.location(event.company) : '',
        words.details(url),
        '',
        words.registered(`${data.first_name} ${data.last_name}`),
        '',
        words.calendar,
        words.goodbye,
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
      attachments: [
        {
          filename: 'event.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendarFile({
            uid: `event-${event.id}-registration-${registration.id}@${new URL(env.SERVER_URL).hostname}`,
            start: new Date(event.start_date),
            end: event.end_date ? new Date(event.end_date) : null,
            summary: event.name,
            location: event.company,
            description: event.sub_nameor_title,
            url,
            organizer: site.application_email
              ? { name: site.school_name || 'School office', email: site.application_email }
              : null,
          }),
        },
      ],
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Event registration confirmation not sent' })
  }
  return registration
}

/** The confirmation e-mail's words, in the language of the page the visitor registered on. */
const CONFIRMATION = {
  en: {
    subject: (event: string) => `Registration confirmed: ${event}`,
    confirmed: (event: string, day: string) =>
      `Your registration for "${event}" on ${day} is confirmed.`,
    location: (place: string) => `Location: ${place}`,
    details: (url: string) => `Details: ${url}`,
    registered: (name: string) => `Registered name: ${name}`,
    calendar: 'The attached calendar file adds the event to your phone or computer calendar.',
    goodbye: 'See you there!',
  },
  bn: {
    subject: (event: string) => `নিবন্ধন নিশ্চিত: ${event}`,
    confirmed: (event: string, day: string) =>
      `${day} তারিখের "${event}" অনুষ্ঠানে আপনার নিবন্ধন নিশ্চিত হয়েছে।`,
    location: (place: string) => `স্থান: ${place}`,
    details: (url: string) => `বিস্তারিত: ${url}`,
    registered: (name: string) => `নিবন্ধিত নাম: ${name}`,
    calendar: 'সংযুক্ত ক্যালেন্ডার ফাইলটি অনুষ্ঠানটি আপনার ফোন বা কম্পিউটারের ক্যালেন্ডারে যোগ করে।',
    goodbye: 'অনুষ্ঠানে দেখা হবে!',
  },
} satisfies Record<Locale, unknown>

const SEAT_ATTEMPTS = 5

/**
 * The lowest seat number still free, or 0 when the event is full. Registrations made before
 * staff set the capacity hold no number but still take a place.
 */
async function freeSeat(eventId: number, capacity: number): Promise<number> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { event: { equals: eventId } },
    select: { seat: true },
    depth: 0,
    pagination: false,
    // Only the seat numbers taken are read, not who took them.
    overrideAccess: true,
  })
  if (docs.length >= capacity) return 0
  const taken = new Set(docs.map((doc) => doc.seat))
  const seats = capacity - docs.filter((doc) => !doc.seat).length
  for (let seat = 1; seat <= seats; seat++) if (!taken.has(seat)) return seat
  return 0
}

/** Which unique index a failed insert ran into: the (seat, event) or the (event, email) one. */
function uniqueClash(error: unknown): 'seat' | 'email' | null {
  if (!(error instanceof PayloadValidationError)) return null
  const paths = error.data.errors.map((e) => e.path)
  if (paths.some((p) => /seat/.test(p))) return 'seat'
  if (paths.some((p) => /email|event/.test(p))) return 'email'
  return null
}

/** Staff may close registration before the event: from `registration_closes` on, it takes none. */
export function registrationHasClosed(
  event: { registration_closes?: string | null },
  now = new Date(),
): boolean {
  if (!event.registration_closes) return false
  const closes = new Date(event.registration_closes)
  return !Number.isNaN(closes.getTime()) && closes <= now
}

/** An event is over once its end (or, without one, its start day) has passed. */
export function hasEnded(
  event: { start_date: string; end_date?: string | null },
  now = new Date(),
): boolean {
  const end = new Date(event.end_date || event.start_date)
  if (Number.isNaN(end.getTime())) return false
  if (!event.end_date) end.setUTCHours(23, 59, 59, 999)
  return end < now
}
