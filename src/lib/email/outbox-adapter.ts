import { randomUUID } from 'node:crypto'
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { EmailAdapter, SendEmailOptions } from 'payload'

/**
 * Without SMTP, mail is written as JSON files to a local outbox folder and logged, so a fresh
 * install works offline and tests can read what was sent.
 */
export function outboxAdapter(options: {
  dir: string
  fromAddress: string
  fromName: string
}): EmailAdapter<{ file: string }> {
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: options.fromAddress,
    defaultFromName: options.fromName,
    sendEmail: async (message: SendEmailOptions) => {
      await mkdir(options.dir, { recursive: true })
      const file = path.join(options.dir, `${Date.now()}-${randomUUID()}.json`)
      const { attachments, ...rest } = message
      const record = {
        ...rest,
        from: rest.from ?? `${options.fromName} <${options.fromAddress}>`,
        // Text attachments (calendar files) are kept whole so they can be read back.
        attachments: (
          (attachments ?? []) as { filename?: unknown; contentType?: unknown; content?: unknown }[]
        ).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          ...(typeof a.content === 'string' ? { content: a.content } : {}),
        })),
        sentAt: new Date().toISOString(),
      }
      // Written beside the outbox under a name no reader lists, then renamed into place, so
      // whoever reads the folder never sees half a message.
      const partial = `${file}.partial`
      await writeFile(partial, JSON.stringify(record, null, 2))
      await rename(partial, file)
      payload.logger.info(
        { to: message.to, subject: message.subject, file },
        'Email written to outbox',
      )
      return { file }
    },
  })
}

/** The outbox's finished messages, oldest first (a message still being written is not listed). */
export async function outboxFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name))
}

/** Splits 'Name <address>' into its parts. */
export function parseFromHeader(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  return match ? { name: match[1], address: match[2] } : { name: '', address: value.trim() }
}
