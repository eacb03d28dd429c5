import { readdir } from 'node:fs/promises'
import path from 'node:path'

import type { EmailAdapter, SendEmailOptions } from 'payload'

import { writeJsonAtomically } from '@/lib/atomic-file'

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
      const file = await writeJsonAtomically(options.dir, record)
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
