import { getCurrentDate, type Payload, type PayloadRequest, type TaskConfig } from 'payload'

import type { BroadcastChannel } from '@/lib/constants'
import { updateIfStill } from '@/lib/payload/sql-statement'
import { configuredSmsProvider, smsSending } from '@/lib/sms/configured'
import type { SmsProvider } from '@/lib/sms/provider'
import { smsSendingTime } from '@/lib/sms/quiet-hours'
import { measureSms } from '@/lib/sms/segments'
import { withStopLink } from '@/lib/sms/stop-link'
import { reserveSmsParts } from '@/collections/SmsDays/spend'
import type { Broadcast } from '@/payload-types'

import { findAudience, optedOutNumbers, planRecipients } from './audience'

export const SEND_BROADCAST_TASK = 'sendBroadcast'

/** Messages read from the database at a time while sending. */
const PAGE = 100
/** Recipients written per commit when the list is made. */
const LIST_CHUNK = 250

type Run = { payload: Payload; req: PayloadRequest; broadcast: Broadcast }

/** Why SMS stopped going before all were sent, or null. */
type Held = 'quiet hours' | 'daily limit' | null

const HELD_REASONS = { 'quiet hours': 'quiet_hours', 'daily limit': 'daily_limit' } as const

/** How soon SMS held by the day's spending limit are tried again (the limit may be raised). */
const LIMIT_RETRY_MS = 15 * 60 * 1000

/**
 * Takes the broadcast from "scheduled" to "sending" and lists every recipient as queued (or
 * failed, for a number that cannot take SMS). Of two jobs for one send (Send pressed twice, two
 * job runners), only the one whose change of status lands lists it; the other returns false.
 */
async function listRecipients({ payload, req, broadcast }: Run): Promise<boolean> {
  const mine = await updateIfStill(
    payload,
    'broadcasts',
    broadcast.id,
    { status: 'scheduled' },
    { status: 'sending', updated_at: new Date().toISOString() },
  )
  if (!mine) return false
  const channels = (broadcast.channels ?? []) as BroadcastChannel[]
  try {
    const [people, optedOut] = await Promise.all([
      findAudience(payload, broadcast, req),
      optedOutNumbers(payload, req),
    ])
    const { recipients } = planRecipients(people, channels, optedOut)
    // Straight to the database, a few hundred rows per commit: these are the job's own records,
    // and one commit per row (each a disk flush) made a thousand recipients take seconds.
    for (let start = 0; start < recipients.length; start += LIST_CHUNK) {
      const transactionID = (await payload.db.beginTransaction()) ?? undefined
      const now = new Date().toISOString()
      try {
        for (const recipient of recipients.slice(start, start + LIST_CHUNK))
          await payload.db.create({
            collection: 'broadcast-recipients',
            data: {
              ...recipient,
              broadcast: broadcast.id,
              attempts: 0,
              createdAt: now,
              updatedAt: now,
            },
            req: { transactionID },
            returning: false,
          })
      } catch (err) {
        if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
        throw err
      }
      if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    }
  } catch (err) {
    // Undone, so the job's next try lists everyone afresh instead of sending to half of them.
    await payload.db.deleteMany({
      collection: 'broadcast-recipients',
      where: { broadcast: { equals: broadcast.id } },
    })
    await updateIfStill(
      payload,
      'broadcasts',
      broadcast.id,
      { status: 'sending' },
      {
        status: 'scheduled',
      },
    )
    throw err
  }
  return true
}

const dueRows = (run: Run, channel: BroadcastChannel) =>
  // The sending job acts for the office that chose Send, with nobody signed in.
  run.payload.find({
    collection: 'broadcast-recipients',
    where: {
      and: [
        { broadcast: { equals: run.broadcast.id } },
        { channel: { equals: channel } },
        { status: { equals: 'queued' } },
        {
          or: [
            { next_try_at: { exists: false } },
            { next_try_at: { less_than_equal: getCurrentDate().toISOString() } },
          ],
        },
      ],
    },
    sort: 'id',
    limit: PAGE,
    depth: 0,
    overrideAccess: true,
    req: run.req,
    select: { to: true, attempts: true },
  })

/** A message's outcome, written at once (no hooks: the job's own record, one row per send). */
const markRow = (run: Run, id: number, data: Record<string, unknown>) =>
  run.payload.db.updateOne({
    collection: 'broadcast-recipients',
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    returning: false,
  })

/**
 * Takes a due message for this job alone, counting the try, and keeps it from other senders while
 * it is sent: of two jobs that read it at once, only one sends it. If this job dies before writing
 * the outcome, the message is due again after that time (and may then arrive twice).
 */
const claim = (run: Run, row: { id: number; attempts?: number | null }) =>
  updateIfStill(
    run.payload,
    'broadcast_recipients',
    row.id,
    { status: 'queued', attempts: row.attempts ?? 0 },
    {
      attempts: (row.attempts ?? 0) + 1,
      next_try_at: new Date(getCurrentDate().getTime() + smsSending.claimMs()).toISOString(),
      updated_at: new Date().toISOString(),
    },
  )

/** E-mails go to the mail queue, which retries on its own; quiet hours are for phones only. */
async function sendEmails(run: Run): Promise<void> {
  for (let page = await dueRows(run, 'email'); page.docs.length; page = await dueRows(run, 'email'))
    for (const row of page.docs) {
      if (!(await claim(run, row))) continue
      await run.payload.sendEmail({
        to: row.to,
        subject: run.broadcast.title,
        text: run.broadcast.text,
      })
      await markRow(run, row.id, { status: 'sent', sent_at: new Date().toISOString() })
    }
}

/**
 * Sends every SMS that is due, no faster than the gateway's rate. A message the gateway could not
 * take now is tried again later, each wait twice the last; a refused one fails with the reason.
 * A gateway that took a message but answered after our timeout gets it again on the retry, so
 * that guardian receives it twice: nothing on our side can tell a late answer from a lost one.
 * Each message has the link that stops the school's SMS, and is counted against the day's
 * spending limit before it goes. Stops at the start of quiet hours unless the broadcast is urgent,
 * or at the day's limit; returns why it stopped, or null when nothing is due.
 */
async function sendDueSms(run: Run, provider: SmsProvider): Promise<Held> {
  const interval = smsSending.intervalMs()
  let lastSend = 0
  for (let page = await dueRows(run, 'sms'); page.docs.length; page = await dueRows(run, 'sms')) {
    const now = getCurrentDate()
    if (smsSendingTime(now, Boolean(run.broadcast.urgent)) > now) return 'quiet hours'
    for (const row of page.docs) {
      const wait = lastSend + interval - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      if (!(await claim(run, row))) continue
      const text = withStopLink(run.broadcast.text, row.to)
      if (!(await reserveSmsParts(run.payload, measureSms(text).parts, run.req))) {
        // Not tried: due again as it was once the day's limit allows.
        await markRow(run, row.id, { attempts: row.attempts ?? 0, next_try_at: null })
        return 'daily limit'
      }
      lastSend = Date.now()
      const result = await provider.send(row.to, text)
      const attempts = (row.attempts ?? 0) + 1
      if (result.ok)
        await markRow(run, row.id, {
          status: 'sent',
          reason: null,
          next_try_at: null,
          sent_at: new Date().toISOString(),
          message_id: result.messageId,
        })
      else if (result.retry && attempts < smsSending.maxAttempts())
        await markRow(run, row.id, {
          reason: result.reason,
          next_try_at: new Date(
            getCurrentDate().getTime() + smsSending.retryDelayMs(attempts),
          ).toISOString(),
        })
      else await markRow(run, row.id, { status: 'failed', reason: result.reason })
    }
  }
  return null
}

/** Writes the totals on the broadcast; done when nothing waits. Returns the next try's time. */
async function recordTotals(run: Run): Promise<Date | null> {
  const { payload, req, broadcast } = run
  const count = async (status: string) =>
    // The sending job acts for the office that chose Send, with nobody signed in.
    (
      await payload.count({
        collection: 'broadcast-recipients',
        where: { and: [{ broadcast: { equals: broadcast.id } }, { status: { equals: status } }] },
        overrideAccess: true,
        req,
      })
    ).totalDocs
  const [queued, sent, failed] = [await count('queued'), await count('sent'), await count('failed')]
  // Only these columns: a whole-document save would rewrite the draft's fields under a job
  // running beside this one.
  await payload.db.updateOne({
    collection: 'broadcasts',
    id: broadcast.id,
    data: {
      queued_count: queued,
      sent_count: sent,
      failed_count: failed,
      status: queued === 0 ? 'sent' : 'sending',
      updatedAt: new Date().toISOString(),
    },
    returning: false,
  })
  if (queued === 0) return null
  // The sending job acts for the office that chose Send, with nobody signed in.
  const { docs } = await payload.find({
    collection: 'broadcast-recipients',
    where: { and: [{ broadcast: { equals: broadcast.id } }, { status: { equals: 'queued' } }] },
    sort: 'next_try_at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { next_try_at: true },
  })
  const next = docs[0]?.next_try_at
  return next ? new Date(next) : getCurrentDate()
}

/**
 * Sends a broadcast at its time: lists its recipients on the first run, then sends what is due
 * and queues itself again for retries, for 08:00 when quiet hours hold its SMS, or in 15 minutes
 * when the day's spending limit holds them.
 */
export const sendBroadcastTask: TaskConfig<'sendBroadcast'> = {
  slug: SEND_BROADCAST_TASK,
  label: 'Send broadcast',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  // `send_at`: the time the job was queued for; a job left from an earlier time does nothing.
  inputSchema: [
    { name: 'broadcast', type: 'number', required: true },
    { name: 'send_at', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    // The sending job acts for the office that chose Send, with nobody signed in.
    const broadcast = await req.payload
      .findByID({
        collection: 'broadcasts',
        id: input.broadcast,
        depth: 0,
        overrideAccess: true,
        req,
      })
      .catch(() => null)
    // Back to draft, deleted, finished, or moved later (its change queued a new job).
    if (!broadcast || (broadcast.status !== 'scheduled' && broadcast.status !== 'sending'))
      return { output: {} }
    if ((input.send_at ?? null) !== (broadcast.send_at ?? null)) return { output: {} }
    if (
      broadcast.status === 'scheduled' &&
      broadcast.send_at &&
      new Date(broadcast.send_at) > getCurrentDate()
    )
      return { output: {} }
    const run: Run = { payload: req.payload, req, broadcast }
    if (broadcast.status === 'scheduled' && !(await listRecipients(run))) return { output: {} }
    await sendEmails(run)
    const held = await sendDueSms(run, configuredSmsProvider())
    const next = await recordTotals(run)
    const now = getCurrentDate()
    const at =
      held === 'quiet hours'
        ? smsSendingTime(now, false)
        : held === 'daily limit'
          ? smsSendingTime(new Date(now.getTime() + LIMIT_RETRY_MS), Boolean(broadcast.urgent))
          : next
    // Staff see why the rest waits and until when: quiet hours end at 08:00, a reached daily
    // limit is tried again every 15 minutes.
    await req.payload.db.updateOne({
      collection: 'broadcasts',
      id: broadcast.id,
      data: {
        held_until: next && held ? at!.toISOString() : null,
        held_reason: next && held ? HELD_REASONS[held] : null,
      },
      returning: false,
    })
    if (next && at) {
      await req.payload.jobs.queue({
        task: SEND_BROADCAST_TASK,
        input: { broadcast: broadcast.id, send_at: broadcast.send_at ?? null },
        waitUntil: at,
        req,
      })
    }
    return { output: {} }
  },
}
