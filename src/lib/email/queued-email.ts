import type { Field, SendEmailOptions } from 'payload'

import { qrPng } from '@/lib/qr'

import type { TaskSendEmail } from '@/payload-types'

/** An e-mail as the `sendEmail` job stores it: plain JSON, so it survives in the database. */
export type QueuedEmail = TaskSendEmail['input']

type Addresses = SendEmailOptions['to']
type Body = SendEmailOptions['text']

export const QUEUED_EMAIL_FIELDS: Field[] = [
  { name: 'from', type: 'text' },
  { name: 'to', type: 'text', required: true },
  { name: 'cc', type: 'text' },
  { name: 'bcc', type: 'text' },
  { name: 'replyTo', type: 'text' },
  { name: 'subject', type: 'text', required: true },
  { name: 'text', type: 'textarea' },
  { name: 'html', type: 'textarea' },
  {
    name: 'attachments',
    type: 'array',
    fields: [
      { name: 'filename', type: 'text', required: true },
      { name: 'contentType', type: 'text' },
      { name: 'content', type: 'textarea' },
      { name: 'encoding', type: 'select', options: ['utf-8', 'base64'] },
      // Drawn as a PNG when the mail is sent, so queueing it costs the sender nothing.
      { name: 'qrCode', type: 'text' },
    ],
  },
]

/** A quoted display name keeps commas and brackets in a name from splitting the address. */
function formatAddress(value: string | { name?: string; address: string }): string {
  if (typeof value === 'string') return value
  return value.name ? `"${value.name.replace(/["\\]/g, '\\$&')}" <${value.address}>` : value.address
}

function addressList(value: Addresses | SendEmailOptions['from']): string | undefined {
  if (value === undefined || value === null) return undefined
  const list = Array.isArray(value) ? value : [value]
  return list.length ? list.map(formatAddress).join(', ') : undefined
}

function bodyText(value: Body, part: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (Buffer.isBuffer(value)) return value.toString('utf8')
  throw new Error(`An e-mail's ${part} must be a string or a Buffer to be queued.`)
}

/** The JSON form of a message; anything that cannot be stored (streams, file paths) is refused. */
export function toQueuedEmail(message: SendEmailOptions): QueuedEmail {
  const to = addressList(message.to)
  if (!to) throw new Error('An e-mail needs a recipient.')
  const attachments = (message.attachments ?? []).map((attachment) => {
    const { content } = attachment
    const filename = typeof attachment.filename === 'string' ? attachment.filename : 'attachment'
    const contentType = attachment.contentType
    // An entry card: its QR code is drawn when the mail is sent.
    const qrCode = (attachment as { qrCode?: unknown }).qrCode
    if (typeof qrCode === 'string' && qrCode) return { filename, contentType: 'image/png', qrCode }
    if (typeof content === 'string') {
      const encoding = attachment.encoding === 'base64' ? ('base64' as const) : ('utf-8' as const)
      return { filename, contentType, content, encoding }
    }
    if (Buffer.isBuffer(content)) {
      return {
        filename,
        contentType,
        content: content.toString('base64'),
        encoding: 'base64' as const,
      }
    }
    throw new Error(`The attachment ${filename} must be a string or a Buffer to be queued.`)
  })
  return {
    from: addressList(message.from),
    to,
    cc: addressList(message.cc),
    bcc: addressList(message.bcc),
    replyTo: addressList(message.replyTo),
    subject: message.subject ?? '',
    text: bodyText(message.text, 'text'),
    html: bodyText(message.html, 'html'),
    ...(attachments.length ? { attachments } : {}),
  }
}

/** The message handed to the mail transport when the job runs, its QR codes drawn now. */
export async function fromQueuedEmail(input: QueuedEmail): Promise<SendEmailOptions> {
  const optional = (value: string | null | undefined) => value ?? undefined
  const attachments = input.attachments
    ? await Promise.all(
        input.attachments.map(async (attachment) =>
          attachment.qrCode
            ? {
                filename: attachment.filename,
                contentType: 'image/png',
                content: await qrPng(attachment.qrCode),
              }
            : {
                filename: attachment.filename,
                contentType: optional(attachment.contentType),
                content: attachment.content ?? '',
                encoding: optional(attachment.encoding),
              },
        ),
      )
    : undefined
  return {
    from: optional(input.from),
    to: input.to,
    cc: optional(input.cc),
    bcc: optional(input.bcc),
    replyTo: optional(input.replyTo),
    subject: input.subject,
    text: optional(input.text),
    html: optional(input.html),
    attachments,
  }
}
