import {
  getCurrentDate,
  type EmailAdapter,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import {
  fromQueuedEmail,
  QUEUED_EMAIL_FIELDS,
  toQueuedEmail,
  type QueuedEmail,
} from '@/lib/email/queued-email'

export const SEND_EMAIL_TASK = 'sendEmail'

/** Runner ticks leave a new job to its immediate run this long (runByID ignores `processing`). */
export const IMMEDIATE_RUN_LEASE_MS = 2 * 60_000

type Transport = ReturnType<EmailAdapter>

/** The adapter that really delivers (SMTP or the outbox), per Payload instance. */
const transports = new WeakMap<Payload, Transport>()

/** Wrapping the adapter queues every mail, Payload's forgot-password too, and no sender changes. */
export async function queuedEmailAdapter(
  transport: EmailAdapter | Promise<EmailAdapter>,
): Promise<EmailAdapter<{ job: number | string }>> {
  const deliver = await transport
  return ({ payload }) => {
    const inner = deliver({ payload })
    transports.set(payload, inner)
    return {
      name: `queued-${inner.name}`,
      defaultFromAddress: inner.defaultFromAddress,
      defaultFromName: inner.defaultFromName,
      sendEmail: async (message) => {
        const job = await queueEmail(payload, toQueuedEmail(message))
        sendQueuedEmail(payload, job)
        return { job }
      },
    }
  }
}

/**
 * Queues an e-mail and answers its job. Given `req`, the job is written in that request's
 * transaction: it commits, or is dropped, with the write it tells the recipient about. Call
 * `sendQueuedEmail` once that has committed.
 */
export async function queueEmail(
  payload: Payload,
  email: QueuedEmail,
  req?: PayloadRequest,
): Promise<number | string> {
  const job = await payload.jobs.queue({
    task: SEND_EMAIL_TASK,
    input: email,
    waitUntil: new Date(getCurrentDate().getTime() + IMMEDIATE_RUN_LEASE_MS),
    req,
  })
  return job.id
}

/** Sends a queued e-mail now, without waiting: a failed try stays queued for the job runner. */
export function sendQueuedEmail(payload: Payload, job: number | string): void {
  payload.jobs.runByID({ id: job, silent: { info: true } }).catch((err: unknown) => {
    payload.logger.error({ err, job, msg: 'E-mail job left for the job runner' })
  })
}

export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: SEND_EMAIL_TASK,
  label: 'Send e-mail',
  // 8 tries in about an hour (waits from 30 s, doubling) ride out an SMTP outage.
  retries: { attempts: 7, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: QUEUED_EMAIL_FIELDS,
  handler: async ({ input, req }) => {
    const transport = transports.get(req.payload)
    if (!transport) throw new Error('The e-mail transport was not initialised with Payload.')
    await transport.sendEmail(await fromQueuedEmail(input))
    return { output: {} }
  },
}

/** A send cut off by a crash or deploy leaves its job `processing`, which no runner picks up. */
export const STALLED_AFTER_MS = 10 * 60_000

/** Hands e-mail jobs stalled mid-send back to the runner (they are sent on its next tick). */
export async function releaseStalledEmailJobs(
  payload: Payload,
  stalledAfterMs = STALLED_AFTER_MS,
): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SEND_EMAIL_TASK } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - stalledAfterMs).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    // Server upkeep at start, not on anyone's behalf.
    overrideAccess: true,
  })
  if (docs.length > 0)
    payload.logger.warn({ jobs: docs.length, msg: 'Stalled e-mail jobs released' })
  return docs.length
}
