/**
 * E-mail goes through Payload's jobs queue: with the SMTP server down nothing is lost, and once it
 * is back the job runner delivers every mail exactly once, Payload's own forgot-password included.
 */
import type { AddressInfo } from 'node:net'

import {
  _internal_jobSystemGlobals,
  _internal_resetJobSystemGlobals,
  type Payload,
  type SendEmailOptions,
} from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildEvent, buildEventRegistration, buildStudent } from '@seed/factories'
import { eventRegistrationSchema } from '@/features/events/schemas'
import {
  IMMEDIATE_RUN_LEASE_MS,
  releaseStalledEmailJobs,
  SEND_EMAIL_TASK,
} from '@/lib/email/email-queue'
import type { QueuedEmail } from '@/lib/email/queued-email'
import { JOB_RUNNER_HEADER } from '@/lib/job-runner'
import type { PayloadJob } from '@/payload-types'

type Delivery = { to: string[]; subject: string }

const OFFICE = 'office.queue@example.com'
const RUNNER_TOKEN = 'email-queue-runner-token'
const quiet = { disableRevalidate: true }

const delivered: Delivery[] = []
/** Held mail: the server answers DATA only when `release` is called (null: at once). */
let holdData: Promise<void> | null = null
let onMailFrom: () => void = () => undefined

/** 'Subject: =?UTF-8?Q?...?=' and folded lines back to plain text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '')
}

function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(headers)
  return decodeHeader(match?.[1] ?? '')
}

type Smtp = { port: number; running: boolean; stop: () => Promise<void> }

/** A local SMTP server that records what it accepts. */
async function startSmtp(port = 0): Promise<Smtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    closeTimeout: 1000,
    logger: false,
    onMailFrom: (_address, _session, callback) => {
      onMailFrom()
      callback()
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        void (holdData ?? Promise.resolve()).then(() => {
          delivered.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
          })
          callback()
        })
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const handle: Smtp = {
    port: (server.server.address() as AddressInfo).port,
    running: true,
    stop: () => {
      handle.running = false
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return handle
}

let smtp: Smtp
let payload: Payload
let harness: typeof import('../helpers/payload')
let emailQueueSettled: typeof import('../helpers/outbox').emailQueueSettled
let storeContactMessage: typeof import('@/features/contact/store-message').storeContactMessage
let registerForEvent: typeof import('@/features/events/store-registration').registerForEvent
let sendPasswordReset: typeof import('@/features/accounts/password-reset-token').sendPasswordReset

beforeAll(async () => {
  smtp = await startSmtp()
  // The mail transport is built from the environment when the config loads, so it is set first.
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.JOB_RUNNER_TOKEN = RUNNER_TOKEN
  harness = await import('../helpers/payload')
  ;({ emailQueueSettled } = await import('../helpers/outbox'))
  ;({ storeContactMessage } = await import('@/features/contact/store-message'))
  ;({ registerForEvent } = await import('@/features/events/store-registration'))
  ;({ sendPasswordReset } = await import('@/features/accounts/password-reset-token'))
  payload = await harness.testPayload()
  expect(payload.email.name).toBe('queued-nodemailer')
  // Mail that other test files queued but never sent (their process ended) stays out of this one.
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: SEND_EMAIL_TASK } },
  })
  await payload.updateGlobal({ slug: 'site', data: { application_email: OFFICE }, context: quiet })
})

beforeEach(() => {
  delivered.length = 0
})

afterEach(async () => {
  if (!smtp.running) smtp = await startSmtp(smtp.port)
  _internal_resetJobSystemGlobals()
  holdData = null
  onMailFrom = () => undefined
  vi.restoreAllMocks()
})

afterAll(async () => {
  if (smtp.running) await smtp.stop()
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

/** What `npm start` does every minute: call the jobs endpoint with its token. */
async function runnerTick() {
  const res = await harness.rest('GET', '/payload-jobs/run?queue=default&limit=20', {
    headers: { [JOB_RUNNER_HEADER]: RUNNER_TOKEN },
  })
  expect(res.status).toBe(200)
}

/** Moves the job system's clock forward, as if `ms` had passed. */
function later(ms: number) {
  const now = _internal_jobSystemGlobals.getCurrentDate().getTime()
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(now + ms)
}

async function emailJobs(): Promise<PayloadJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: SEND_EMAIL_TASK } },
    sort: 'createdAt',
    pagination: false,
  })
  return docs
}

const inputOf = (job: PayloadJob | undefined) => job?.input as QueuedEmail | undefined

const deliveriesTo = (address: string) => delivered.filter((mail) => mail.to.includes(address))

let n = 0
const unique = () => `${Date.now()}-${++n}`

describe('e-mail queue', () => {
  it('keeps every mail while SMTP is down and delivers each once when it is back', async () => {
    const event = await payload.create({
      collection: 'events',
      data: buildEvent({ name: `Queue fair ${unique()}` }),
      context: quiet,
    })
    const resetMember = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: quiet,
    })
    const adminResetMember = await payload.create({
      collection: 'users',
      data: buildStudent(),
      context: quiet,
    })
    const guest = `guest.${unique()}@example.com`
    const contactSubject = `Queue check ${unique()}`

    await smtp.stop()
    const error = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    await storeContactMessage({
      name: 'Rahim Uddin',
      email: `rahim.${unique()}@example.com`,
      subject: contactSubject,
      message: 'Is the library open on Friday?',
    })
    await registerForEvent(
      event.id,
      eventRegistrationSchema.parse({ ...buildEventRegistration(0), email: guest }),
    )
    await sendPasswordReset(resetMember.email)
    const forgot = await harness.rest('POST', '/users/forgot-password', {
      body: { email: adminResetMember.email },
    })
    expect(forgot.status).toBe(200)
    await emailQueueSettled()

    const expected = [
      { to: OFFICE, subject: `Website message: ${contactSubject}` },
      { to: guest, subject: `Registration confirmed: ${event.name}` },
      { to: resetMember.email, subject: expect.stringMatching(/^Reset your .+ password$/) },
      { to: adminResetMember.email, subject: expect.stringMatching(/^Reset your .+ password$/) },
    ]
    const queued = await emailJobs()
    expect(queued.map((job) => ({ to: inputOf(job)?.to, subject: inputOf(job)?.subject }))).toEqual(
      expected,
    )
    for (const job of queued) {
      expect(job).toMatchObject({ totalTried: 1, hasError: false, processing: false })
      expect(job.completedAt ?? null).toBeNull()
      expect(new Date(job.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now())
    }
    const [calendar] = inputOf(queued[1])?.attachments ?? []
    expect(calendar).toMatchObject({ filename: 'event.ics' })
    expect(calendar?.content).toContain('BEGIN:VCALENDAR')
    expect(delivered).toEqual([])
    expect(error).toHaveBeenCalled()

    // A tick before the retry is due leaves the jobs waiting.
    await runnerTick()
    expect((await emailJobs()).map((job) => job.totalTried)).toEqual([1, 1, 1, 1])

    smtp = await startSmtp(smtp.port)
    later(IMMEDIATE_RUN_LEASE_MS + 60_000)
    await runnerTick()
    await runnerTick()

    const got = delivered.map((mail) => ({ to: mail.to.join(', '), subject: mail.subject }))
    expect(got).toHaveLength(4)
    expect(got).toEqual(expect.arrayContaining(expected))
    expect(await emailJobs()).toEqual([])
  }, 120_000)

  it('does not send a mail twice when a runner tick comes during its immediate run', async () => {
    const subject = `Overlap check ${unique()}`
    let releaseImmediate: () => void = () => undefined
    const immediateMayRun = new Promise<void>((resolve) => (releaseImmediate = resolve))
    const runByID = payload.jobs.runByID.bind(payload.jobs)
    let immediateDone = false
    vi.spyOn(payload.jobs, 'runByID').mockImplementationOnce((args) =>
      immediateMayRun.then(() => runByID(args)).finally(() => (immediateDone = true)),
    )
    // Were the tick to take the job, the server would hold its mail while the immediate run starts.
    let releaseData: () => void = () => undefined
    holdData = new Promise<void>((resolve) => (releaseData = resolve))
    let mailsFrom = 0
    onMailFrom = () => {
      mailsFrom += 1
      releaseImmediate()
    }

    await storeContactMessage({
      name: 'Karim Ahmed',
      email: `karim.${unique()}@example.com`,
      subject,
      message: 'When does the new term start?',
    })
    // The tick ends without the job, or begins to send it (and lets the immediate run start).
    const tick = runnerTick()
    await Promise.race([tick, immediateMayRun])
    const before = mailsFrom
    releaseImmediate()
    // The immediate run has gone as far as it can while a mail is held: ended, or begun a send.
    await vi.waitFor(
      () => {
        if (!immediateDone && mailsFrom === before)
          throw new Error('the immediate run is not there yet')
      },
      { timeout: 10_000, interval: 20 },
    )
    releaseData()
    await tick
    await emailQueueSettled()
    await runnerTick()

    const mine = deliveriesTo(OFFICE).filter(
      (mail) => mail.subject === `Website message: ${subject}`,
    )
    expect(mine).toHaveLength(1)
  }, 60_000)

  it('answers the visitor at once while the mail server is slow', async () => {
    const subject = `Slow server ${unique()}`
    let releaseData: () => void = () => undefined
    holdData = new Promise<void>((resolve) => (releaseData = resolve))
    const started = Date.now()
    await storeContactMessage({
      name: 'Salma Khatun',
      email: `salma.${unique()}@example.com`,
      subject,
      message: 'Is there a bus from Upashahar?',
    })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(deliveriesTo(OFFICE).some((mail) => mail.subject.endsWith(subject))).toBe(false)
    releaseData()
    await emailQueueSettled()
    expect(deliveriesTo(OFFICE).filter((mail) => mail.subject.endsWith(subject))).toHaveLength(1)
  }, 60_000)

  it('retries 8 times over about an hour, then keeps the failed job for staff', async () => {
    await smtp.stop()
    vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const to = `retry.${unique()}@example.com`
    const message: SendEmailOptions = { to, subject: 'Retry schedule', text: 'Hello' }
    await payload.sendEmail(message)
    await emailQueueSettled()
    let [job] = await emailJobs()
    const firstTry = Date.now()
    const tries = [firstTry]
    while (job && !job.hasError && tries.length < 20) {
      const due = new Date(job.waitUntil ?? 0).getTime()
      _internal_jobSystemGlobals.getCurrentDate = () => new Date(due + 1000)
      await runnerTick()
      tries.push(due + 1000)
      ;[job] = await emailJobs()
    }
    expect(job).toMatchObject({ totalTried: 8, hasError: true })
    const minutes = ((tries.at(-1) ?? 0) - firstTry) / 60_000
    expect(minutes).toBeGreaterThan(55)
    expect(minutes).toBeLessThan(75)
    expect(deliveriesTo(to)).toEqual([])

    // A failed job stays for staff to see; no runner tick sends it again.
    smtp = await startSmtp(smtp.port)
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 24 * 3_600_000)
    await runnerTick()
    expect(deliveriesTo(to)).toEqual([])
    await payload.delete({ collection: 'payload-jobs', id: job?.id ?? 0 })
  }, 120_000)
  it('hands a send cut off by a crash back to the runner, once it has stalled', async () => {
    await smtp.stop()
    const to = `stalled.${unique()}@example.com`
    const job = await payload.jobs.queue({
      task: SEND_EMAIL_TASK,
      input: { to, subject: 'Cut off mid-send', text: 'Hello' },
    })
    // As a server killed mid-send leaves it: claimed, never finished.
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
    expect(await releaseStalledEmailJobs(payload)).toBe(0)
    // A minute later by the server's clock, a send claimed 10 ms before is stalled.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    try {
      expect(await releaseStalledEmailJobs(payload, 10)).toBe(1)
    } finally {
      vi.useRealTimers()
    }

    smtp = await startSmtp(smtp.port)
    await runnerTick()
    expect(deliveriesTo(to).map((mail) => mail.subject)).toEqual(['Cut off mid-send'])
  }, 60_000)
})
