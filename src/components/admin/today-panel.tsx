import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { ServerProps } from 'payload'

import { getTodayOverview, QUEUE_SIZE, type Queue } from '@/features/today/queries'
import type { Locale } from '@/i18n/locales'
import { signedInUser } from '@/lib/admin/staff-answer'
import { formatCount, formatDate } from '@/lib/format'
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

/** One queue: a heading with its count, the newest items, and a link to the filtered list. */
function QueueCard<T>({
  id,
  title,
  count,
  queue,
  seeAll,
  seeAllHref,
  nothing,
  summary,
  renderItem,
}: {
  id: string
  title: string
  count: string
  queue: Queue<T>
  seeAll: string
  seeAllHref: string
  nothing: string
  summary?: ReactNode
  renderItem: (item: T) => ReactNode
}) {
  return (
    <section aria-labelledby={`today-${id}`} data-queue={id} style={card}>
      <h3 id={`today-${id}`} tabIndex={-1} style={{ margin: 0, fontSize: '1.05rem' }}>
        {title}{' '}
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
          {count}
        </span>
      </h3>
      {summary}
      {queue.items.length === 0 ? (
        <p style={{ ...muted, margin: '0.5rem 0' }}>{nothing}</p>
      ) : (
        <ul style={list}>{queue.items.map(renderItem)}</ul>
      )}
      <Link href={seeAllHref}>{seeAll}</Link>
    </section>
  )
}

/**
 * At the top of the admin dashboard: what waits for the office today, each queue with its count,
 * its newest items and a link to the whole filtered list; payments are decided right here.
 */
export async function TodayPanel({ i18n }: ServerProps) {
  const locale: Locale = i18n.language === 'bn-BD' ? 'bn' : 'en'
  const text = TODAY_TEXT[locale]
  const user = await signedInUser()
  const payload = await getPayloadClient()
  const [today, site, checkText] = await Promise.all([
    getTodayOverview(user, locale),
    payload.findGlobal({ slug: 'site', depth: 0 }),
    getTranslations({ locale, namespace: 'InstitutionCheck' }),
  ])
  const openChecks = today.institution.checks.filter((check) => check.status !== 'present')
  const n = (value: number) => formatCount(value, locale)
  const day = (value: string | null) => formatDate(value, locale)

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
          title={text.payments}
          count={n(today.payments.count)}
          queue={today.payments}
          nothing={text.nothing}
          seeAll={text.seeAll(text.paymentsWhat)}
          seeAllHref={`${ADMIN}/alumni-registrations?where[status][equals]=pending`}
          renderItem={(payment) => (
            <li key={payment.id} data-payment={payment.id}>
              <Link href={`${ADMIN}/alumni-registrations/${payment.id}`}>{payment.name}</Link>
              <div style={muted}>
                {payment.alumni_type ? `${payment.alumni_type} · ` : ''}
                {text.paymentLine(payment.payment_method ?? '', payment.transaction_id ?? '')}
                {payment.amount ? ` · ${payment.amount}` : ''}
              </div>
              <PaymentDecision payment={payment} schoolName={site.school_name || 'the school'} />
            </li>
          )}
        />
        <QueueCard
          id="messages"
          title={text.messages}
          count={n(today.messages.count)}
          queue={today.messages}
          nothing={text.nothing}
          seeAll={text.seeAll(text.messagesWhat)}
          seeAllHref={`${ADMIN}/contact-messages?where[status][equals]=unread`}
          renderItem={(message) => (
            <li key={message.id}>
              <Link href={`${ADMIN}/contact-messages/${message.id}`}>{message.subject}</Link>
              <div style={muted}>
                {text.from(message.name)} · {day(message.createdAt)}
              </div>
            </li>
          )}
        />
        <QueueCard
          id="inquiries"
          title={text.inquiries}
          count={n(today.inquiries.count)}
          queue={today.inquiries}
          nothing={text.nothing}
          seeAll={text.seeAll(text.inquiriesWhat)}
          seeAllHref={`${ADMIN}/admission-inquiries?where[status][equals]=new`}
          renderItem={(inquiry) => (
            <li key={inquiry.id}>
              <Link href={`${ADMIN}/admission-inquiries/${inquiry.id}`}>{inquiry.student}</Link>
              <div style={muted}>
                {text.guardian(inquiry.guardian)} · {day(inquiry.createdAt)}
              </div>
            </li>
          )}
        />
        <QueueCard
          id="events"
          title={text.events}
          count={n(today.events.count)}
          queue={today.events}
          nothing={text.nothing}
          summary={<p style={{ margin: '0.25rem 0' }}>{text.nearlyFull(n(today.events.count))}</p>}
          seeAll={text.seeAll(text.eventsWhat)}
          seeAllHref={`${ADMIN}/event-registrations`}
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
          title={text.expiring}
          count={n(today.expiringNotices.count)}
          queue={today.expiringNotices}
          nothing={text.nothing}
          seeAll={text.seeAll(text.expiringWhat)}
          seeAllHref={`${ADMIN}/notices?sort=expires_at`}
          renderItem={(notice) => (
            <li key={notice.id}>
              <Link href={`${ADMIN}/notices/${notice.id}`}>{notice.title}</Link>
              <div style={muted}>{text.expires(day(notice.expiresAt))}</div>
            </li>
          )}
        />
        <QueueCard
          id="scheduled"
          title={text.scheduled}
          count={n(today.scheduled.count)}
          queue={today.scheduled}
          nothing={text.nothing}
          seeAll={text.seeAll(text.scheduledWhat)}
          seeAllHref={`${ADMIN}/notices?where[_status][equals]=draft`}
          renderItem={(item) => (
            <li key={`${item.collection}-${item.id}`}>
              <Link href={`${ADMIN}/${item.collection}/${item.id}`}>{item.title}</Link>
              <div style={muted}>
                {item.collection === 'news' ? text.news : text.notice} ·{' '}
                {text.publishes(day(item.publishAt))}
              </div>
            </li>
          )}
        />
        <QueueCard
          id="institution"
          title={text.institution}
          count={n(today.institution.open)}
          queue={{
            count: today.institution.open,
            items: openChecks.slice(0, QUEUE_SIZE),
          }}
          nothing={text.institutionDone}
          summary={
            today.institution.open > 0 ? (
              <p style={{ margin: '0.25rem 0' }}>
                {text.institutionOpen(n(today.institution.open), n(today.institution.all))}
              </p>
            ) : null
          }
          seeAll={text.seeAll(text.institutionWhat)}
          seeAllHref="/admin/globals/institution"
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
