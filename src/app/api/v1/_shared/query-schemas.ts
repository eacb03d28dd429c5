import { z } from 'zod'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { CONTACT_ENTRY_TYPES, EVENT_TYPES, ROLE, type EventType } from '@/lib/constants'

/** Query strings of the `/api/v1` read calls, validated here and described in the OpenAPI document. */

const PAGE_MESSAGE = 'page must be a whole number from 1'
const LIMIT_MESSAGE = 'limit must be a whole number from 1'

export const listQuerySchema = z.object({
  q: z
    .string()
    .max(100)
    .optional()
    .describe('Search text; asking for it returns a page with meta.'),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .optional()
    .describe('Page number, from 1.'),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .optional()
    .describe('Page size, capped at 50.'),
})

const typeMessage = (allowed: readonly string[]) => `type must be one of ${allowed.join(', ')}`

/** `type` for an events call: one of `allowed`, `fallback` when missing. */
export function eventTypeQuery<const T extends readonly [EventType, ...EventType[]]>(
  allowed: T,
  fallback: T[number],
) {
  return listQuerySchema.extend({
    type: z
      .enum(allowed, { error: typeMessage(allowed) })
      .default(fallback as never)
      .describe(`One of ${allowed.join(', ')}; ${fallback} when missing.`),
  })
}

export const allEventTypesQuery = eventTypeQuery(EVENT_TYPES, 'Event')
export const featuredEventsQuery = eventTypeQuery(['Event', 'Article', 'Blog'], 'Event').extend({
  is_featured: z.enum(['1']).optional().describe('Always 1: the call lists featured items.'),
})
export const upcomingEventsQuery = eventTypeQuery(['Event', 'Alumni'], 'Event')
export const recentEventsQuery = eventTypeQuery(['Blog', 'Article', 'Event', 'Alumni'], 'Blog')

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const eventSearchQuery = eventTypeQuery(EVENT_TYPES, 'Event').extend({
  name: z.string().trim().max(100).optional().describe('Part of the name.'),
  company: z.string().trim().max(100).optional().describe('Part of the location.'),
  start_date: z
    .string()
    .trim()
    .refine((v) => v === '' || DAY.test(v), 'start_date must be a date written YYYY-MM-DD')
    .optional()
    .describe('Events starting on this day, YYYY-MM-DD.'),
})

export const featuredNewsQuery = listQuerySchema.extend({
  is_featured: z.enum(['1']).optional().describe('Always 1: the call lists featured news.'),
})

export const recentNewsQuery = listQuerySchema.extend({
  type: z.enum(['News']).optional().describe('Always News.'),
})

export const userSearchQuery = listQuerySchema.extend({
  role: z
    .enum([ROLE.teacher, ROLE.leadership], { error: 'role must be 9 (faculty) or 10 (leadership)' })
    .describe('10 leadership, 9 faculty.'),
})

export const galleryQuery = listQuerySchema.extend({
  static_status: z
    .enum(['0', '1'], { error: 'static_status must be 0 or 1' })
    .optional()
    .describe('1 the story list, 0 the memories grid; all items when missing.'),
})

export const contactSearchQuery = listQuerySchema.extend({
  type: z
    .enum(CONTACT_ENTRY_TYPES, { error: `type must be one of ${CONTACT_ENTRY_TYPES.join(', ')}` })
    .optional()
    .describe('Help Desk or Office; both when missing.'),
})

export const communityQuery = listQuerySchema.extend({
  network: z.coerce
    .number({ error: 'network must be an alumni network id' })
    .int('network must be an alumni network id')
    .positive('network must be an alumni network id')
    .optional()
    .describe('Only members of this alumni network.'),
})

export const alertsQuery = z.object({
  locale: z
    .enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` })
    .default(DEFAULT_LOCALE)
    .describe(`The message's language: ${LOCALES.join(' or ')}; ${DEFAULT_LOCALE} when missing.`),
})
