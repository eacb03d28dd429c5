import type { UIFieldServerProps } from 'payload'

import { localiseDigits } from '@/lib/digits'
import type { Broadcast } from '@/payload-types'

import { BroadcastPlanSummary } from './broadcast-plan'

/** Recipients listed with their status once sending; the full list is in Broadcast recipients. */
const SHOWN_SENDING = 50

const TEXT = {
  en: {
    progress: 'Delivery',
    sent: 'Sent',
    failed: 'Failed',
    waiting: 'Waiting',
    all: 'Every recipient and its status',
    who: 'Recipient',
    to: 'Number or address',
    status: 'Status',
    reason: 'Reason',
    listed: (n: number, of: number) =>
      n < of ? `Failed ones first; ${n} of ${of} shown:` : 'Failed ones first:',
  },
  bn: {
    progress: 'পাঠানোর অবস্থা',
    sent: 'পাঠানো হয়েছে',
    failed: 'ব্যর্থ',
    waiting: 'অপেক্ষমাণ',
    all: 'প্রত্যেক প্রাপক ও তার অবস্থা',
    who: 'প্রাপক',
    to: 'নম্বর বা ঠিকানা',
    status: 'অবস্থা',
    reason: 'কারণ',
    listed: (n: number, of: number) =>
      n < of
        ? `ব্যর্থগুলো আগে; ${localiseDigits(String(of), 'bn')} জনের ${localiseDigits(String(n), 'bn')} জন দেখানো হলো:`
        : 'ব্যর্থগুলো আগে:',
  },
} as const

const cell = { padding: '0.25rem 0.75rem 0.25rem 0', textAlign: 'left' } as const

/**
 * On a broadcast's page: before it is sent, the live summary of whom it reaches and what its SMS
 * cost (broadcast-plan.tsx); once sending, how many are sent, failed and waiting, with a link to
 * each recipient.
 */
export function BroadcastPreview({ data, id, i18n, req }: UIFieldServerProps) {
  const draft = (data ?? {}) as Broadcast
  const inFlight = draft.status === 'sending' || draft.status === 'sent'
  if (!inFlight || id == null) return <BroadcastPlanSummary />
  const language = i18n.language === 'bn-BD' ? 'bn' : 'en'
  const text = TEXT[language]
  const count = (n: number | null | undefined) => localiseDigits(String(n ?? 0), language)
  return (
    <section aria-labelledby="broadcast-preview" style={{ margin: '1.5rem 0' }}>
      <h3 id="broadcast-preview">{text.progress}</h3>
      <p>
        {text.sent}: {count(draft.sent_count)} · {text.failed}: {count(draft.failed_count)} ·{' '}
        {text.waiting}: {count(draft.queued_count)} ·{' '}
        <a href={`/admin/collections/broadcast-recipients?where[broadcast][equals]=${id}`}>
          {text.all}
        </a>
      </p>
      <RecipientStatuses broadcast={Number(id)} text={text} req={req} />
    </section>
  )
}

/** Each recipient's status once the broadcast is on its way, failed ones (with why) first. */
async function RecipientStatuses({
  broadcast,
  text,
  req,
}: {
  broadcast: number
  text: (typeof TEXT)[keyof typeof TEXT]
  req: UIFieldServerProps['req']
}) {
  // "failed" sorts before "queued" and "sent".
  const { docs, totalDocs } = await req.payload.find({
    collection: 'broadcast-recipients',
    where: { broadcast: { equals: broadcast } },
    sort: ['status', 'id'],
    limit: SHOWN_SENDING,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
    select: { name: true, to: true, status: true, reason: true },
  })
  if (docs.length === 0) return null
  const label = { sent: text.sent, failed: text.failed, queued: text.waiting } as const
  return (
    <>
      <p>{text.listed(docs.length, totalDocs)}</p>
      <table>
        <thead>
          <tr>
            {[text.who, text.to, text.status, text.reason].map((heading) => (
              <th key={heading} scope="col" style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {docs.map((row) => (
            <tr key={row.id}>
              <td style={cell}>{row.name}</td>
              <td style={cell}>{row.to}</td>
              <td style={cell}>{label[row.status]}</td>
              <td style={cell}>{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
