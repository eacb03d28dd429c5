/**
 * Without SMTP the queued e-mail is written to the outbox by its immediate run, within seconds
 * and without a runner tick (the browser tests read the outbox right after a form is sent).
 */
import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { storeContactMessage } from '@/features/contact/store-message'
import { SEND_EMAIL_TASK } from '@/lib/email/email-queue'
import { outboxFiles } from '@/lib/email/outbox-adapter'

import { testPayload } from '../helpers/payload'

const OFFICE = 'office.outbox@example.com'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await payload.updateGlobal({
    slug: 'site',
    data: { application_email: OFFICE },
    context: { disableRevalidate: true },
  })
})

async function outboxSubjects(): Promise<string[]> {
  const dir = process.env.OUTBOX_DIR as string
  const files = await outboxFiles(dir)
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as object),
  )
  return mails.map((mail) => ('subject' in mail ? String(mail.subject) : ''))
}

describe('e-mail with the outbox', () => {
  it('appears in the outbox within seconds of sending, with no job left behind', async () => {
    expect(payload.email.name).toBe('queued-outbox')
    const subject = `Outbox check ${Date.now()}`
    const sent = Date.now()
    await storeContactMessage({
      name: 'Farhana Akter',
      email: 'farhana@example.com',
      subject,
      message: 'When is the admission test?',
    })
    const expected = `Website message: ${subject}`
    await expect
      .poll(async () => (await outboxSubjects()).filter((s) => s === expected).length, {
        timeout: 5000,
        interval: 50,
      })
      .toBe(1)
    expect(Date.now() - sent).toBeLessThan(5000)
    // The office reads it in Bangla first, then in English.
    const mails = await Promise.all(
      (await outboxFiles(process.env.OUTBOX_DIR as string)).map(
        async (file) =>
          JSON.parse(await readFile(file, 'utf8')) as { subject: string; text: string },
      ),
    )
    const text = mails.find((mail) => mail.subject === expected)?.text ?? ''
    expect(text.indexOf('Farhana Akter <farhana@example.com> লিখেছেন:')).toBe(0)
    expect(text).toContain('Farhana Akter <farhana@example.com> wrote:')
    await expect
      .poll(
        async () =>
          (
            await payload.count({
              collection: 'payload-jobs',
              where: {
                taskSlug: { equals: SEND_EMAIL_TASK },
                createdAt: { greater_than_equal: new Date(sent).toISOString() },
              },
            })
          ).totalDocs,
        { timeout: 5000, interval: 50 },
      )
      .toBe(0)
  })
})
