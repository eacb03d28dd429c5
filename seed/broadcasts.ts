/** Demo broadcasts: one already sent (with each guardian's status), one draft, one opt-out. */
import type { Payload } from 'payload'

import { planBroadcast } from '@/features/broadcasts/plan'

import { DAY } from './demo/stories'
import { buildBroadcast } from './factories'

export async function seedBroadcasts(payload: Payload): Promise<void> {
  await payload.create({
    collection: 'sms-opt-outs',
    data: { phone: '01711-000999', note: 'Asked at the office not to receive SMS' },
  })

  // The sent one is written as the sending job leaves it, so a fresh demo never calls a gateway.
  const sentAt = new Date(Date.now() - 2 * DAY)
  sentAt.setUTCHours(4, 0, 0, 0) // 10:00 in Dhaka
  const sent = buildBroadcast({
    title: 'School closed for Victory Day',
    text: 'প্রিয় অভিভাবক, ১৬ ডিসেম্বর বিজয় দিবসে বিদ্যালয় বন্ধ থাকবে। ১৭ ডিসেম্বর থেকে ক্লাস চলবে। - পদ্মপাড় আইডিয়াল স্কুল',
    audience: 'guardians',
    channels: ['sms'],
  })
  const { recipients } = await planBroadcast(payload, sent)
  const delivered = recipients.slice(0, -1)
  const broadcast = await payload.create({ collection: 'broadcasts', data: sent })
  // The job's own columns, written as it writes them (a staff save cannot make a draft sent).
  await payload.db.updateOne({
    collection: 'broadcasts',
    id: broadcast.id,
    data: {
      status: 'sent',
      send_at: sentAt.toISOString(),
      queued_count: 0,
      sent_count: delivered.length,
      failed_count: recipients.length - delivered.length,
    },
    returning: false,
  })
  for (const [i, recipient] of recipients.entries()) {
    const failed = i === recipients.length - 1
    await payload.create({
      collection: 'broadcast-recipients',
      data: {
        ...recipient,
        broadcast: broadcast.id,
        status: failed ? 'failed' : 'sent',
        attempts: failed ? 5 : 1,
        reason: failed ? 'No answer from the gateway within 10 s' : null,
        sent_at: failed ? null : new Date(sentAt.getTime() + (i + 1) * 100).toISOString(),
        message_id: failed ? null : `demo-${i + 1}`,
      },
    })
  }

  await payload.create({
    collection: 'broadcasts',
    data: buildBroadcast({
      title: 'Class 9 parents’ meeting',
      text: 'প্রিয় অভিভাবক, আগামী রবিবার সকাল ১০টায় নবম শ্রেণির অভিভাবক সভা। অনুগ্রহ করে উপস্থিত থাকুন।',
      audience: 'class',
      class_name: '9',
      channels: ['sms', 'email'],
    }),
  })
}
