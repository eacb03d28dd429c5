import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { ServerProps } from 'payload'

import { dueTaka } from '@/features/payments/due'
import { getTodayOverview, QUEUE_SIZE, type Queue } from '@/features/today/queries'
import type { Locale } from '@/i18n/locales'
import { signedInUser } from '@/lib/admin/staff-answer'
import { formatCount, formatStaffDate, formatTaka } from '@/lib/format'
import { PAYMENT_METHOD_NAMES } from '@/lib/payment-methods'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { PaymentDecision } from './payment-decision'
import { TODAY_TEXT } from './today-text'

const ADMIN = '/admin/collections'

const card = {
  padding: '0.75rem 1rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '0.5rem',
  minWidth: 0,
} as const
const list = { listStyle: 'none', margin: '0.5rem 0', padding: 0, display: 'grid', gap: '0.5rem' }
const muted = { color: 'var(--theme-elevation-600)' }

/** An item of a queue: a link to it and a line about it. */
function QueueLink({ href, title, detail }: { href: string; title: string; detail: string }) {
  return (
    <li>
      <Link href={href}>{title}</Link>
      <div style={muted}>{detail}</div>
    </li>
  )
}

type QueueId =
  | 'payments'
  | 'reunionPayments'
  | 'messages'
  | 'inquiries'
  | 'events'
  | 'expiring'
  | 'scheduled'
  | 'institution'

/**
 * One queue: a heading with its count, the newest items, and a link to the filtered list; none
 * for a queue outside the staff member's duties.
 */
function QueueCard<T>({
  id,
  locale,
  queue,
  href,
  nothing,
  summary,
  renderItem,
}: {
  id: QueueId
  locale: Locale
  queue: Queue<T> | null
  href: string
  nothing?: string
  summary?: ReactNode
  renderItem: (item: T) => ReactNode
}) {
  const text = TODAY_TEXT[locale]
  if (!queue) return null
  return (
    <section aria-labelledby={`today-${id}`} data-queue={id} style={card}>
      <h3 id={`today-${id}`} tabIndex={-1} style={{ margin: 0, fontSize: '1.05rem' }}>
        {text[id]}{' '}
        <span
          data-count
          style={{
            display: 'inline-block',
            minWidth: '1.75rem',
            padding: '0 0.5rem',
            borderRadius: '999px',
            textAlign: 'center',
            background: queue.count > 0 ? 'var(--theme-warning-100)' : 'var(--theme-elevation-100)',
          }}
        >
          {formatCount(queue.count, locale)}
        </span>
      </h3>
      {summary}
      {queue.items.length === 0 ? (
        <p style={{ ...muted, margin: '0.5rem 0' }}>{nothing ?? text.nothing}</p>
      ) : (
        <ul style={list}>{queue.items.map(renderItem)}</ul>
      )}
      <Link href={href}>{text.seeAll(text[`${id}What`])}</Link>
    </section>
  )
}

/**
 * At the top of the admin dashboard: what waits for the office today, each queue with its count,
 * its newest items and a link to the whole filtered list; payments are decided right here.
 */
/** A fee as staff wrote it ('৳1,200 per year') as the sum in the panel's digits; else as written. */
function feeInPanel(fee: string, locale: Locale): string {
  const taka = dueTaka(fee)
  return taka === null ? fee : formatTaka(taka, locale)
}

export async function TodayPanel({ i18n }: ServerProps) {
  const locale: Locale = i18n.language === 'bn-BD' ? 'bn' : 'en'
  const text = TODAY_TEXT[locale]
  const user = await signedInUser()
  const payload = await getPayloadClient()
  const [today, site, checkText] = await Promise.all([
    getTodayOverview(user, locale),
    payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: false, user }),
    getTranslations({ locale, namespace: 'InstitutionCheck' }),
  ])
  const openChecks = (today.institution?.checks ?? []).filter((check) => check.status !== 'present')
  const n = (value: number) => formatCount(value, locale)
  const day = (value: string | null) => formatStaffDate(value, locale)

  return (
    <section aria-labelledby="today-title" style={{ margin: '0 0 2rem' }}>
      <h2 id="today-title" style={{ margin: 0, fontSize: '1.5rem' }}>
        {text.heading}
      </h2>
      <p style={{ ...muted, margin: '0.25rem 0 1rem' }}>{text.intro}</p>
      <div
        style={{
          display: 'grid',
          gap: '1rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
        }}
      >
        <QueueCard
          id="payments"
          locale={locale}
          queue={today.payments}
          href={`${ADMIN}/alumni-registrations?where[status][equals]=pending`}
          renderItem={(payment) => (
            <li key={payment.id} data-payment={payment.id}>
              <Link href={`${ADMIN}/alumni-registrations/${payment.id}`}>{payment.name}</Link>
              <div style={muted}>
                {payment.alumni_type ? `${payment.alumni_type} · ` : ''}
                {text.paymentLine(
                  payment.payment_method
                    ? PAYMENT_METHOD_NAMES[payment.payment_method][locale]
                    : '',
                  payment.transaction_id ?? '',
                )}
                {payment.amount ? ` · ${feeInPanel(payment.amount, locale)}` : ''}
              </div>
              <PaymentDecision payment={payment} schoolName={site.school_name || 'the school'} />
            </li>
          )}
        />
        <QueueCard
          id="reunionPayments"
          locale={locale}
          queue={today.reunionPayments}
          href={`${ADMIN}/reunion-registrations?where[payment_status][equals]=pending`}
          summary={<p style={{ ...muted, margin: '0.25rem 0 0' }}>{text.reunionHelp}</p>}
          renderItem={(payment) => (
            <QueueLink
              key={payment.id}
              href={`${ADMIN}/reunion-registrations/${payment.id}`}
              title={payment.holder}
              detail={`${text.paymentLine(
                payment.payment_method ? PAYMENT_METHOD_NAMES[payment.payment_method][locale] : '',
                payment.transaction_id ?? '',
              )} · ${formatTaka(payment.total, locale)} · ${day(payment.createdAt)}`}
            />
          )}
        />
        <QueueCard
          id="messages"
          locale={locale}
          queue={today.messages}
          href={`${ADMIN}/contact-messages?where[status][equals]=unread`}
          renderItem={(message) => (
            <QueueLink
              key={message.id}
              href={`${ADMIN}/contact-messages/${message.id}`}
              title={message.subject}
              detail={`${text.from(message.name)} · ${day(message.createdAt)}`}
            />
          )}
        />
        <QueueCard
          id="inquiries"
          locale={locale}
          queue={today.inquiries}
          href={`${ADMIN}/admission-inquiries?where[status][equals]=new`}
          renderItem={(inquiry) => (
            <QueueLink
              key={inquiry.id}
              href={`${ADMIN}/admission-inquiries/${inquiry.id}`}
              title={inquiry.student}
              detail={`${text.guardian(inquiry.guardian)} · ${day(inquiry.createdAt)}`}
            />
          )}
        />
        <QueueCard
          id="events"
          locale={locale}
          queue={today.events}
          summary={
            <p style={{ margin: '0.25rem 0' }}>{text.nearlyFull(n(today.events?.count ?? 0))}</p>
          }
          href={`${ADMIN}/event-registrations`}
          renderItem={(event) => (
            <li
              key={event.id}
              data-event={event.id}
              data-nearly-full={event.nearlyFull}
              style={
                event.nearlyFull
                  ? {
                      padding: '0.25rem 0.5rem',
                      borderLeft: '4px solid var(--theme-warning-500)',
                      background: 'var(--theme-warning-100)',
                    }
                  : undefined
              }
            >
              <Link href={`${ADMIN}/event-registrations?where[event][equals]=${event.id}`}>
                {event.name}
              </Link>
              <div>
                {event.nearlyFull ? <strong>{text.nearlyFullMark}: </strong> : null}
                {text.seats(n(event.registered), n(event.capacity))} · {day(event.startDate)}
              </div>
            </li>
          )}
        />
        <QueueCard
          id="expiring"
          locale={locale}
          queue={today.expiringNotices}
          href={`${ADMIN}/notices?sort=expires_at`}
          renderItem={(notice) => (
            <QueueLink
              key={notice.id}
              href={`${ADMIN}/notices/${notice.id}`}
              title={notice.title}
              detail={text.expires(day(notice.expiresAt))}
            />
          )}
        />
        <QueueCard
          id="scheduled"
          locale={locale}
          queue={today.scheduled}
          href={`${ADMIN}/notices?where[_status][equals]=draft`}
          renderItem={(item) => (
            <QueueLink
              key={`${item.collection}-${item.id}`}
              href={`${ADMIN}/${item.collection}/${item.id}`}
              title={item.title}
              detail={`${item.collection === 'news' ? text.news : text.notice} · ${text.publishes(formatStaffDate(item.publishAt, locale, { time: true }))}`}
            />
          )}
        />
        <QueueCard
          id="institution"
          locale={locale}
          queue={
            today.institution && {
              count: today.institution.open,
              items: openChecks.slice(0, QUEUE_SIZE),
            }
          }
          nothing={text.institutionDone}
          summary={
            today.institution && today.institution.open > 0 ? (
              <p style={{ margin: '0.25rem 0' }}>
                {text.institutionOpen(n(today.institution.open), n(today.institution.all))}
              </p>
            ) : null
          }
          href="/admin/globals/institution"
          renderItem={(check) => (
            <li key={check.item}>
              <strong>{checkText(`status.${check.status}`)}:</strong>{' '}
              {checkText(`items.${check.item}`)}
            </li>
          )}
        />
      </div>
    </section>
  )
}
