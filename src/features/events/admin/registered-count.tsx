import type { UIFieldServerProps } from 'payload'

import { formatCount } from '@/lib/format'

/**
 * At the top of an event's form: how many have registered, against the seats when there is a
 * limit, with a link to those registrations.
 */
export async function RegisteredCount({ id, data, payload, req, i18n }: UIFieldServerProps) {
  if (id === undefined) return null
  const bn = i18n.language === 'bn-BD'
  const locale = bn ? 'bn' : 'en'
  const { totalDocs } = await payload.count({
    collection: 'event-registrations',
    where: { event: { equals: id } },
    overrideAccess: false,
    req,
  })
  const capacity = typeof data?.capacity === 'number' ? data.capacity : null
  const count = formatCount(totalDocs, locale)
  const seats = capacity === null ? null : formatCount(capacity, locale)
  const summary = bn
    ? seats === null
      ? `${count} জন নিবন্ধন করেছেন`
      : `${seats}টি আসনের ${count}টিতে নিবন্ধন হয়েছে`
    : seats === null
      ? `${count} registered`
      : `${count} of ${seats} seats taken`
  const list = `/admin/collections/event-registrations?where[event][equals]=${id}`
  return (
    <p style={{ margin: '0 0 1rem', display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <strong>{summary}</strong>
      {totalDocs > 0 && <a href={list}>{bn ? 'নিবন্ধনগুলো দেখুন' : 'See the registrations'}</a>}
    </p>
  )
}
