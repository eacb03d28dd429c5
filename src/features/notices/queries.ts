import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { PAGE_SIZE } from '@/lib/constants'
import { notShownYet } from '@/lib/highlights'
import { toPaged, toPageNumber, toSearchText, type ListRequest } from '@/lib/pagination'
import { findPublic, findPublicById, findPublicIds } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { Document, Notice, NoticeCategory } from '@/payload-types'
import { contentLocale } from '@/i18n/route-locale'

import { startOfDhakaDay } from './rules'

const SORT = '-publish_date'
/** Notices shown in the top bar: the pinned ones, and any published in this many days. */
const TICKER_RECENT_DAYS = 14
const DAY = 24 * 60 * 60 * 1000

/** What a row of the list shows (the body stays out of list queries). */
export const NOTICE_LIST_FIELDS = {
  title: true,
  category: true,
  publish_date: true,
  pinned: true,
  expires_at: true,
  excerpt: true,
  attachments: true,
} as const

/** A list request narrowed to one category. */
export type NoticeFilter = Pick<ListRequest, 'q'> & { category?: number | null }
export type NoticeWithFiles = Omit<Notice, 'attachments' | 'category'> & {
  category: NoticeCategory | null
  attachments: Document[]
}

const notExpired = (now: Date): Where => ({
  or: [
    { expires_at: { exists: false } },
    { expires_at: { greater_than_equal: startOfDhakaDay(now).toISOString() } },
  ],
})
const activePinned = (now: Date): Where => ({
  and: [{ pinned: { equals: true } }, notExpired(now)],
})

function filterWhere({ q, category }: NoticeFilter): Where[] {
  const and: Where[] = []
  const text = toSearchText(q)
  if (text) and.push({ or: [{ title: { like: text } }, { excerpt: { like: text } }] })
  if (category) and.push({ category: { equals: category } })
  return and
}

export const listNoticeCategories = cache(async () => {
  const { docs } = await findPublic('notice-categories', {
    sort: ['sort_order', 'name'],
    limit: 50,
    depth: 0,
  })
  return docs
})

/** Current pinned notices matching the filter; they head the first page of the list. */
export async function listPinnedNotices(filter: NoticeFilter, now = new Date()) {
  const { docs } = await findPublic('notices', {
    where: { and: [...filterWhere(filter), activePinned(now)] },
    sort: SORT,
    limit: PAGE_SIZE.notices,
    depth: 1,
    select: NOTICE_LIST_FIELDS,
  })
  return docs
}

/** Every other published notice matching the filter, newest first, 12 a page. */
export async function listNotices(
  filter: NoticeFilter & Pick<ListRequest, 'page'>,
  now = new Date(),
) {
  const result = await findPublic('notices', {
    where: {
      and: [
        ...filterWhere(filter),
        {
          or: [
            { pinned: { not_equals: true } },
            { expires_at: { less_than: startOfDhakaDay(now).toISOString() } },
          ],
        },
      ],
    },
    sort: SORT,
    page: toPageNumber(filter.page),
    limit: PAGE_SIZE.notices,
    depth: 1,
    select: NOTICE_LIST_FIELDS,
  })
  return toPaged(result)
}

/** The home page's notice board: current pinned notices first, then the newest current ones. */
export const listLatestNotices = cache(async (limit: number, now = new Date()) => {
  const read = (where: Where) =>
    findPublic('notices', {
      where,
      sort: SORT,
      limit,
      depth: 1,
      select: NOTICE_LIST_FIELDS,
      pagination: false,
    }).then((result) => result.docs)
  const [pinned, newest] = await Promise.all([read(activePinned(now)), read(notExpired(now))])
  return [...pinned, ...notShownYet(newest, pinned)].slice(0, limit)
})

/** The top bar's notices: current pinned ones and recent ones, newest first. */
export const listTickerNotices = cache(async (now = new Date()) => {
  const recent = new Date(startOfDhakaDay(now).getTime() - TICKER_RECENT_DAYS * DAY)
  const { docs } = await findPublic('notices', {
    where: {
      and: [
        notExpired(now),
        {
          or: [
            { pinned: { equals: true } },
            { publish_date: { greater_than_equal: recent.toISOString() } },
          ],
        },
      ],
    },
    sort: SORT,
    limit: PAGE_SIZE.tickerNotices,
    depth: 0,
    select: { title: true, publish_date: true },
  })
  return docs
})

/** A published notice with its category and files, or null for an unknown or malformed id. */
export const getNotice = cache(async (id: unknown): Promise<NoticeWithFiles | null> => {
  const notice = await findPublicById('notices', id, { depth: 1 })
  if (!notice) return null
  const payload = await getPayloadClient()
  const ids = (notice.attachments ?? []).map((file) => (typeof file === 'number' ? file : file.id))
  const files =
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'documents',
            where: { id: { in: ids } },
            limit: ids.length,
            depth: 0,
            // Attachments are private by address; this published notice is what makes them public.
            overrideAccess: true,
            ...(await contentLocale()),
          })
        ).docs
  const byId = new Map(files.map((file) => [file.id, file]))
  return {
    ...notice,
    category: typeof notice.category === 'object' ? notice.category : null,
    attachments: ids.flatMap((fileId) => byId.get(fileId) ?? []),
  }
})

/** Ids of the newest notices, rendered at build time; older ones render on first visit. */
export function listNoticeIdsForPrerender(limit = 30) {
  return findPublicIds('notices', { sort: SORT, limit })
}

/** The newest notices for the feeds. */
export async function listNoticesForFeed(limit = 30) {
  const { docs } = await findPublic('notices', {
    sort: SORT,
    limit,
    depth: 1,
    select: { title: true, excerpt: true, publish_date: true, category: true, updatedAt: true },
  })
  return docs
}
