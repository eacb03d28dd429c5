import 'server-only'

import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { hasDuty, type Duty } from '@/access/duties'
import { requireStaff, type Staff } from '@/access/user-kinds'
import { openItems, type CheckResult } from '@/features/institution/completeness'
import { getInstitutionChecklist } from '@/features/institution/queries'
import { startOfDhakaDay } from '@/features/notices/rules'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { Locale } from '@/i18n/locales'
import { memberLanguage, type MemberLanguage } from '@/collections/Users/language'
import type { AlumniRegistration, ReunionRegistration } from '@/payload-types'

/** How many items each queue shows; "see all" opens the whole filtered list. */
export const QUEUE_SIZE = 5
/** An event this full (registrations over capacity) is highlighted. */
export const NEARLY_FULL = 0.8
const WEEK_DAYS = 7
/** Upcoming events with a capacity weighed against their registrations; more would be a report. */
const EVENTS_WEIGHED = 50

export type Queue<T> = { count: number; items: T[] }

export type PaymentToVerify = Pick<
  AlumniRegistration,
  | 'id'
  | 'name'
  | 'email'
  | 'alumni_type'
  | 'payment_method'
  | 'transaction_id'
  | 'amount'
  | 'createdAt'
> & { language: MemberLanguage }
export type TodayMessage = { id: number; subject: string; name: string; createdAt: string }
export type TodayInquiry = { id: number; student: string; guardian: string; createdAt: string }
export type EventFill = {
  id: number
  name: string
  startDate: string | null
  registered: number
  capacity: number
  nearlyFull: boolean
}
export type ReunionPaymentToCheck = {
  id: number
  holder: string
  payment_method: ReunionRegistration['payment_method']
  transaction_id: string | null
  total: number
  createdAt: string
}
export type ExpiringNotice = { id: number; title: string; expiresAt: string }
export type ScheduledItem = {
  collection: 'news' | 'notices'
  id: number
  title: string
  publishAt: string
}

/** Each queue, or null where it lies outside the staff member's duties. */
export type TodayOverview = {
  payments: Queue<PaymentToVerify> | null
  /** Reunion tickets paid and not yet checked: decided on the registration's own page. */
  reunionPayments: Queue<ReunionPaymentToCheck> | null
  messages: Queue<TodayMessage> | null
  inquiries: Queue<TodayInquiry> | null
  /** `count`: events at or above NEARLY_FULL; `items`: the fullest upcoming events first. */
  events: Queue<EventFill> | null
  expiringNotices: Queue<ExpiringNotice> | null
  scheduled: Queue<ScheduledItem> | null
  institution: { open: number; all: number; checks: CheckResult[] } | null
}

/** The first of a queue (newest first unless `sort` says otherwise) and how many it holds. */
function firstOfQueue<C extends CollectionSlug>(
  payload: Payload,
  user: Staff,
  collection: C,
  where: Where,
  sort = '-createdAt',
  locale?: Locale,
) {
  return payload.find({
    collection,
    where,
    sort,
    limit: QUEUE_SIZE,
    depth: 0,
    locale,
    user,
    overrideAccess: false,
  })
}

/** Payments waiting for the office to check the transaction, newest first. */
export async function listPaymentsToVerify(
  payload: Payload,
  user: Staff,
): Promise<Queue<PaymentToVerify>> {
  const { docs, totalDocs } = await firstOfQueue(payload, user, 'alumni-registrations', {
    and: [{ status: { equals: 'pending' } }, { transaction_id: { exists: true } }],
  })
  const memberIds = docs.map((doc) => (typeof doc.user === 'object' ? doc.user.id : doc.user))
  const { docs: members } = await payload.find({
    collection: 'users',
    where: { id: { in: memberIds } },
    select: { language: true },
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const languages = new Map(members.map((member) => [member.id, memberLanguage(member.language)]))
  const items = docs.map((doc, i) => ({
    id: doc.id,
    name: doc.name,
    email: doc.email,
    alumni_type: doc.alumni_type,
    payment_method: doc.payment_method,
    transaction_id: doc.transaction_id,
    amount: doc.amount,
    createdAt: doc.createdAt,
    language: languages.get(memberIds[i]!) ?? 'en',
  }))
  return { count: totalDocs, items }
}

/** Reunion registrations whose payment waits for the office's check, newest first. */
async function listReunionPayments(
  payload: Payload,
  user: Staff,
): Promise<Queue<ReunionPaymentToCheck>> {
  const { docs, totalDocs } = await firstOfQueue(payload, user, 'reunion-registrations', {
    and: [
      { payment_status: { equals: 'pending' } },
      { transaction_id: { exists: true } },
      { status: { not_equals: 'cancelled' } },
    ],
  })
  return {
    count: totalDocs,
    items: docs.map((doc) => ({
      id: doc.id,
      holder: doc.people?.[0]?.name ?? '',
      payment_method: doc.payment_method,
      transaction_id: doc.transaction_id ?? null,
      total: doc.total,
      createdAt: doc.createdAt,
    })),
  }
}

async function listUnreadMessages(payload: Payload, user: Staff): Promise<Queue<TodayMessage>> {
  const { docs, totalDocs } = await firstOfQueue(payload, user, 'contact-messages', {
    status: { equals: 'unread' },
  })
  return {
    count: totalDocs,
    items: docs.map(({ id, subject, name, createdAt }) => ({ id, subject, name, createdAt })),
  }
}

async function listNewInquiries(payload: Payload, user: Staff): Promise<Queue<TodayInquiry>> {
  const { docs, totalDocs } = await firstOfQueue(payload, user, 'admission-inquiries', {
    status: { equals: 'new' },
  })
  return {
    count: totalDocs,
    items: docs.map((doc) => ({
      id: doc.id,
      student: doc.student_name,
      guardian: doc.guardian_name,
      createdAt: doc.createdAt,
    })),
  }
}

async function listEventFill(
  payload: Payload,
  user: Staff,
  locale: Locale,
  now: Date,
): Promise<Queue<EventFill>> {
  const today = startOfDhakaDay(now).toISOString()
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { capacity: { exists: true } },
        {
          or: [
            { start_date: { greater_than_equal: today } },
            { end_date: { greater_than_equal: today } },
          ],
        },
      ],
    },
    sort: 'start_date',
    limit: EVENTS_WEIGHED,
    depth: 0,
    locale,
    select: { name: true, start_date: true, capacity: true },
    user,
    overrideAccess: false,
  })
  const fills = await Promise.all(
    docs
      .filter((doc) => (doc.capacity ?? 0) > 0)
      .map(async (doc) => {
        const { totalDocs } = await payload.count({
          collection: 'event-registrations',
          where: { event: { equals: doc.id } },
          user,
          overrideAccess: false,
        })
        const capacity = doc.capacity ?? 0
        return {
          id: doc.id,
          name: doc.name,
          startDate: doc.start_date ?? null,
          registered: totalDocs,
          capacity,
          nearlyFull: totalDocs >= capacity * NEARLY_FULL,
        }
      }),
  )
  const fullestFirst = fills.sort((a, b) => b.registered / b.capacity - a.registered / a.capacity)
  return {
    count: fills.filter((fill) => fill.nearlyFull).length,
    items: fullestFirst.slice(0, QUEUE_SIZE),
  }
}

/** Published notices whose expiry day is today or within the coming week, soonest first. */
async function listExpiringNotices(
  payload: Payload,
  user: Staff,
  locale: Locale,
  now: Date,
): Promise<Queue<ExpiringNotice>> {
  const start = startOfDhakaDay(now)
  const end = new Date(start.getTime() + (WEEK_DAYS + 1) * 24 * 60 * 60 * 1000)
  const { docs, totalDocs } = await firstOfQueue(
    payload,
    user,
    'notices',
    {
      and: [
        { _status: { equals: 'published' } },
        { expires_at: { greater_than_equal: start.toISOString() } },
        { expires_at: { less_than: end.toISOString() } },
      ],
    },
    'expires_at',
    locale,
  )
  return {
    count: totalDocs,
    items: docs.map((doc) => ({ id: doc.id, title: doc.title, expiresAt: doc.expires_at ?? '' })),
  }
}

type ScheduleInput = {
  type?: string
  doc?: { relationTo?: string; value?: number | string }
}

const isScheduledContent = (
  input: ScheduleInput,
): input is { type: 'publish'; doc: { relationTo: 'news' | 'notices'; value: number } } =>
  input.type === 'publish' &&
  (input.doc?.relationTo === 'news' || input.doc?.relationTo === 'notices')

/** News and notices staff scheduled to publish later (Payload's schedulePublish jobs), soonest first. */
async function listScheduled(
  payload: Payload,
  user: Staff,
  locale: Locale,
  now: Date,
): Promise<Queue<ScheduledItem>> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than: now.toISOString() } },
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    // Payload keeps its job table closed to every account; only schedule times of content are read.
    overrideAccess: true,
  })
  const planned = jobs.flatMap((job) => {
    const input = (job.input ?? {}) as ScheduleInput
    if (!isScheduledContent(input) || !job.waitUntil) return []
    return [
      { collection: input.doc.relationTo, id: Number(input.doc.value), publishAt: job.waitUntil },
    ]
  })
  const titles = new Map<string, string>()
  for (const collection of ['news', 'notices'] as const) {
    const ids = planned.filter((item) => item.collection === collection).map((item) => item.id)
    if (ids.length === 0) continue
    const { docs } = await payload.find({
      collection,
      where: { id: { in: ids } },
      draft: true,
      pagination: false,
      depth: 0,
      locale,
      select: { title: true },
      user,
      overrideAccess: false,
    })
    for (const doc of docs) titles.set(`${collection}:${doc.id}`, doc.title)
  }
  // A job whose item was deleted meanwhile publishes nothing.
  const items = planned.flatMap((item) => {
    const title = titles.get(`${item.collection}:${item.id}`)
    return title === undefined ? [] : [{ ...item, title }]
  })
  return { count: items.length, items: items.slice(0, QUEUE_SIZE) }
}

/**
 * Everything waiting for the office today, for the admin dashboard: each staff member sees the
 * queues of their own duties.
 */
export async function getTodayOverview(
  user: PayloadRequest['user'],
  locale: Locale,
  now = new Date(),
): Promise<TodayOverview> {
  const staff = requireStaff(user)
  const payload = await getPayloadClient()
  const ifDuty = <T>(duty: Duty, read: () => Promise<T>) =>
    hasDuty(staff, duty) ? read() : Promise.resolve(null)
  const [
    payments,
    reunionPayments,
    messages,
    inquiries,
    events,
    expiringNotices,
    scheduled,
    checks,
  ] = await Promise.all([
    ifDuty('money', () => listPaymentsToVerify(payload, staff)),
    ifDuty('money', () => listReunionPayments(payload, staff)),
    ifDuty('inbox', () => listUnreadMessages(payload, staff)),
    ifDuty('inbox', () => listNewInquiries(payload, staff)),
    ifDuty('inbox', () => listEventFill(payload, staff, locale, now)),
    ifDuty('content', () => listExpiringNotices(payload, staff, locale, now)),
    ifDuty('content', () => listScheduled(payload, staff, locale, now)),
    ifDuty('content', () => getInstitutionChecklist(now)),
  ])
  return {
    payments,
    reunionPayments,
    messages,
    inquiries,
    events,
    expiringNotices,
    scheduled,
    institution: checks && { open: openItems(checks), all: checks.length, checks },
  }
}
