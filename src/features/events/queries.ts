import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { EventType } from '@/lib/constants'
import {
  pagesHolding,
  splitPage,
  toPaged,
  toPageNumber,
  toPageSize,
  toSearchText,
  type ListRequest,
  type Paged,
  type Span,
} from '@/lib/pagination'
import { findPublic, findPublicById, findPublicIds } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { contentLocale } from '@/i18n/route-locale'
import type { Event } from '@/payload-types'

export type EventFilters = ListRequest & {
  type: EventType
  featured?: boolean
  /** Matches the name (the old site's `name` filter; `q` is the same). */
  name?: string | null
  /** The location (`company`). */
  company?: string | null
  /** A day, YYYY-MM-DD: events starting on that day. */
  date?: string | null
  /** Only items starting at or after this time (ISO), e.g. now for upcoming events. */
  startingFrom?: string | null
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The UTC bounds of a YYYY-MM-DD day, or null for anything else. */
export function dayRange(day: string | null | undefined): { from: string; to: string } | null {
  if (!day || !DAY_PATTERN.test(day)) return null
  const from = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== day) return null
  const to = new Date(from.getTime() + 86_400_000)
  return { from: from.toISOString(), to: to.toISOString() }
}

export function buildEventWhere(filters: EventFilters): Where {
  const and: Where[] = [{ type: { equals: filters.type } }]
  if (filters.featured) and.push({ is_featured: { equals: true } })
  const name = toSearchText(filters.name) ?? toSearchText(filters.q)
  if (name) and.push({ name: { like: name } })
  const company = toSearchText(filters.company)
  if (company) and.push({ company: { like: company } })
  const day = dayRange(filters.date)
  if (day)
    and.push(
      { start_date: { greater_than_equal: day.from } },
      { start_date: { less_than: day.to } },
    )
  if (filters.startingFrom) and.push({ start_date: { greater_than_equal: filters.startingFrom } })
  return { and }
}

/** Published events, articles, blogs or alumni events, newest first, with the old site's filters. */
export async function listEvents(
  filters: EventFilters,
  defaultLimit = 12,
  sort: 'start_date' | '-start_date' = '-start_date',
) {
  const result = await findPublic('events', {
    where: buildEventWhere(filters),
    sort,
    page: toPageNumber(filters.page),
    limit: toPageSize(filters.limit, defaultLimit),
    depth: 1,
  })
  return toPaged(result)
}

/**
 * Where an event is not over yet (`coming`) or is over, as `hasEnded` decides: it ends later, or,
 * without an end, starts today or later.
 */
function byEnd(now: Date, coming: boolean): Where {
  const today = new Date(now)
  today.setUTCHours(0, 0, 0, 0)
  const side = coming ? 'greater_than_equal' : 'less_than'
  return {
    or: [
      { end_date: { [side]: now.toISOString() } },
      { and: [{ end_date: { exists: false } }, { start_date: { [side]: today.toISOString() } }] },
    ],
  }
}

const notEndedWhere = (now: Date) => byEnd(now, true)
const endedWhere = (now: Date) => byEnd(now, false)

/** Items [offset, offset + count) of one sorted public list of events, read a page at a time. */
async function readSpan(where: Where, sort: string, span: Span, size: number): Promise<Event[]> {
  const { pages, skip } = pagesHolding(span, size)
  const read = await Promise.all(
    pages.map((page) =>
      findPublic('events', { where, sort, page, limit: size, depth: 1, pagination: false }),
    ),
  )
  return read.flatMap((result) => result.docs).slice(skip, skip + span.count)
}

/**
 * Events with the old site's filters, the ones still to come first (soonest first), then the
 * ones over (latest first), so next week's event is on page 1, not after the furthest future.
 */
export async function listEventsSoonestFirst(
  filters: EventFilters,
  size: number,
  now = new Date(),
): Promise<Paged<Event>> {
  const where = buildEventWhere(filters)
  const coming: Where = { and: [where, notEndedWhere(now)] }
  const over: Where = { and: [where, endedWhere(now)] }
  const payload = await getPayloadClient()
  const locale = await contentLocale()
  const count = async (part: Where) =>
    (await payload.count({ collection: 'events', where: part, overrideAccess: false, ...locale }))
      .totalDocs
  const [comingCount, overCount] = await Promise.all([count(coming), count(over)])
  const page = toPageNumber(filters.page)
  const [first, second] = splitPage(page, size, comingCount)
  const [soon, past] = await Promise.all([
    readSpan(coming, 'start_date', first, size),
    readSpan(over, '-start_date', second, size),
  ])
  const totalDocs = comingCount + overCount
  return {
    docs: [...soon, ...past],
    page,
    limit: size,
    totalDocs,
    totalPages: Math.max(1, Math.ceil(totalDocs / size)),
  }
}

/** Featured events for a strip: the next ones, soonest first, topped up with the latest past ones. */
export const listNextFeaturedEvents = cache(async (limit: number, now = new Date()) => {
  const featured = buildEventWhere({ type: 'Event', featured: true })
  const read = async (part: Where, sort: string, count: number) =>
    (
      await findPublic('events', {
        where: { and: [featured, part] },
        sort,
        limit: count,
        depth: 1,
        pagination: false,
      })
    ).docs
  const soon = await read(notEndedWhere(now), 'start_date', limit)
  if (soon.length >= limit) return soon
  return [...soon, ...(await read(endedWhere(now), '-start_date', limit - soon.length))]
})

export const listFeaturedEvents = cache(async (type: EventType, limit = 12) => {
  const { docs } = await listEvents({ type, featured: true, limit }, limit)
  return docs
})

/** Events that have not started yet, soonest first. */
export const listUpcomingEvents = cache(async (type: EventType, limit = 12) => {
  const { docs } = await findPublic('events', {
    where: {
      and: [
        { type: { equals: type } },
        { start_date: { greater_than_equal: new Date().toISOString() } },
      ],
    },
    sort: 'start_date',
    limit,
    depth: 1,
  })
  return docs
})

export const listRecentEvents = cache(async (type: EventType, limit = 5, excludeId?: number) => {
  const and: Where[] = [{ type: { equals: type } }]
  if (excludeId) and.push({ id: { not_equals: excludeId } })
  const { docs } = await findPublic('events', {
    where: { and },
    sort: '-start_date',
    limit,
    depth: 1,
  })
  return docs
})

/** A published item by id (optionally of one type), or null. */
export const getEvent = cache(async (id: unknown, type?: EventType) => {
  const and: Where[] = type ? [{ type: { equals: type } }] : []
  return findPublicById('events', id, { and, depth: 1 })
})

/** Ids of the newest items of a type, rendered at build time. */
export function listEventIdsForPrerender(type: EventType, limit = 50) {
  return findPublicIds('events', { where: { type: { equals: type } }, sort: '-start_date', limit })
}

/** How many people registered for an event (a number only; the registrations stay private). */
export const countEventRegistrations = cache(async (eventId: number) => {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'event-registrations',
    where: { event: { equals: eventId } },
    // Registrations are private; only their number is read.
    overrideAccess: true,
    ...(await contentLocale()),
  })
  return totalDocs
})

/** Everything an event's detail page shows (one render of /events/{id} runs exactly this). */
export async function loadEventPage(id: unknown) {
  const event = await getEvent(id, 'Event')
  if (!event) return null
  const [registered, upcoming] = await Promise.all([
    countEventRegistrations(event.id),
    listUpcomingEvents('Event', 8),
  ])
  return { event, registered, upcoming }
}
