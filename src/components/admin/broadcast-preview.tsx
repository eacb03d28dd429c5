import type { UIFieldServerProps } from 'payload'

import { planBroadcast } from '@/collections/Broadcasts/figures'
import type { Broadcast } from '@/payload-types'

/** Recipients listed by name in the preview; the full list is in Broadcast recipients. */
const SHOWN = 12
/** Recipients listed with their status once sending; the full list is in Broadcast recipients. */
const SHOWN_SENDING = 50

const TEXT = {
  en: {
    heading: 'Before sending',
    recipients: 'SMS recipients',
    emails: 'E-mail recipients',
    parts: 'SMS parts per message',
    total: 'SMS parts in all',
    cost: 'Estimated cost',
    invalid: 'Numbers that cannot take SMS (listed as failed, not sent)',
    optedOut: 'Left out: on the opt-out list',
    unconfirmed:
      'Left out: guardian’s number not confirmed yet (the guardian types back the code sent to it, or the office confirms it on the member’s page)',
    alphabet: (encoding: string) =>
      encoding === 'UCS-2'
        ? 'Bangla / Unicode: 70 characters per part, 67 when split'
        : 'Plain English: 160 characters per part, 153 when split',
    first: (n: number, of: number) => `The first ${n} of ${of}:`,
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
    nobody: 'Nobody in this audience can be reached on the chosen channels.',
  },
  bn: {
    heading: 'পাঠানোর আগে',
    recipients: 'এসএমএস প্রাপক',
    emails: 'ই-মেইল প্রাপক',
    parts: 'প্রতি বার্তায় এসএমএস ভাগ',
    total: 'মোট এসএমএস ভাগ',
    cost: 'আনুমানিক খরচ',
    invalid: 'যে নম্বরে এসএমএস যাবে না (ব্যর্থ হিসেবে তালিকাভুক্ত, পাঠানো হবে না)',
    optedOut: 'বাদ: বন্ধের তালিকায় আছে',
    unconfirmed:
      'বাদ: অভিভাবকের নম্বর এখনও নিশ্চিত হয়নি (অভিভাবক ফোনে পাঠানো কোড ফেরত দেবেন, বা অফিস সদস্যের পাতায় নিশ্চিত করবে)',
    alphabet: (encoding: string) =>
      encoding === 'UCS-2'
        ? 'বাংলা / ইউনিকোড: প্রতি ভাগে ৭০ অক্ষর, ভাগ হলে ৬৭'
        : 'সাধারণ ইংরেজি: প্রতি ভাগে ১৬০ অক্ষর, ভাগ হলে ১৫৩',
    first: (n: number, of: number) => `${of} জনের প্রথম ${n} জন:`,
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
      n < of ? `ব্যর্থগুলো আগে; ${of} জনের ${n} জন দেখানো হলো:` : 'ব্যর্থগুলো আগে:',
    nobody: 'নির্বাচিত মাধ্যমে এই প্রাপকদের কাউকে পৌঁছানো যাবে না।',
  },
} as const

const cell = { padding: '0.25rem 0.75rem 0.25rem 0', textAlign: 'left' } as const

/**
 * On a broadcast's page: who it reaches and what its SMS cost, counted from the form as it
 * stands; once sending, how many are sent, failed and waiting, with a link to each recipient.
 */
export async function BroadcastPreview({ data, id, i18n, payload, req }: UIFieldServerProps) {
  const text = TEXT[i18n.language === 'bn-BD' ? 'bn' : 'en']
  const draft = (data ?? {}) as Broadcast
  if (!draft.audience) return null
  const inFlight = draft.status === 'sending' || draft.status === 'sent'
  const { figures, recipients } = await planBroadcast(payload, draft, req)
  const money = new Intl.NumberFormat(i18n.language === 'bn-BD' ? 'bn-BD' : 'en-BD', {
    style: 'currency',
    currency: 'BDT',
  })
  const rows: [string, string | number][] = [
    [text.recipients, figures.recipients ?? 0],
    [text.emails, figures.email_recipients ?? 0],
    [text.parts, figures.parts_per_message ?? 0],
    [text.total, figures.total_parts ?? 0],
    [text.cost, money.format(figures.estimated_cost ?? 0)],
    [text.invalid, figures.invalid_numbers ?? 0],
    [text.optedOut, figures.opted_out ?? 0],
    [text.unconfirmed, figures.unconfirmed_numbers ?? 0],
  ]
  return (
    <section aria-labelledby="broadcast-preview" style={{ margin: '1.5rem 0' }}>
      <h3 id="broadcast-preview">{inFlight ? text.progress : text.heading}</h3>
      {inFlight && id != null ? (
        <>
          <p>
            {text.sent}: {draft.sent_count ?? 0} · {text.failed}: {draft.failed_count ?? 0} ·{' '}
            {text.waiting}: {draft.queued_count ?? 0} ·{' '}
            <a href={`/admin/collections/broadcast-recipients?where[broadcast][equals]=${id}`}>
              {text.all}
            </a>
          </p>
          <RecipientStatuses broadcast={Number(id)} text={text} req={req} />
        </>
      ) : (
        <>
          <table>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" style={cell}>
                    {label}
                  </th>
                  <td style={cell} data-figure>
                    {value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {figures.parts_per_message ? <p>{text.alphabet(figures.encoding ?? '')}</p> : null}
          {recipients.length === 0 ? (
            <p>{text.nobody}</p>
          ) : (
            <>
              <p>{text.first(Math.min(SHOWN, recipients.length), recipients.length)}</p>
              <ul>
                {recipients.slice(0, SHOWN).map((r) => (
                  <li key={`${r.channel}:${r.to}`}>
                    {r.name} — {r.to}
                    {r.reason ? ` (${r.reason})` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
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
