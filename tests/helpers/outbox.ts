import { readFile } from 'node:fs/promises'

import { vi } from 'vitest'

import { SEND_EMAIL_TASK } from '@/lib/email/email-queue'
import { outboxFiles } from '@/lib/email/outbox-adapter'

import { testPayload } from './payload'

export type OutboxMail = { to: string; subject: string; text: string; html: string; sentAt: string }

/**
 * When this test file started (tests/helpers/int-setup.ts): jobs an earlier file left behind (its
 * process ended mid-send) are not this file's.
 */
const fileStarted = () => (globalThis as { testFileStarted?: string }).testFileStarted ?? ''

/** Waits until every queued e-mail has had its immediate try, which runs in the background. */
export async function emailQueueSettled(timeoutMs = 10_000): Promise<void> {
  const payload = await testPayload()
  await vi.waitFor(
    async () => {
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: SEND_EMAIL_TASK } },
            { createdAt: { greater_than_equal: fileStarted() } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
            { or: [{ processing: { equals: true } }, { totalTried: { equals: 0 } }] },
          ],
        },
      })
      if (totalDocs > 0) throw new Error(`${totalDocs} e-mail job(s) still not tried`)
    },
    { timeout: timeoutMs, interval: 25 },
  )
}

/** Every e-mail the app wrote to the test outbox for `to` (no SMTP server in tests). */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  await emailQueueSettled()
  const dir = process.env.OUTBOX_DIR as string
  const files = await outboxFiles(dir)
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as OutboxMail),
  )
  return mails.filter((m) => m.to === to)
}
