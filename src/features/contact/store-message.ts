import 'server-only'

import { getPayloadClient } from '@/lib/payload/get-payload-client'

import type { contactMessageSchema } from './schemas'
import type { z } from 'zod'

type ContactMessage = z.output<typeof contactMessageSchema>

/** The answer the page shows after a message is stored, in the old API's words. */
export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent. We will reply soon.'

/** Stores a visitor's message and tells the office by e-mail; a failed e-mail does not lose the message. */
export async function storeContactMessage(message: ContactMessage): Promise<void> {
  const payload = await getPayloadClient()
  await payload.create({ collection: 'contact-messages', data: message, overrideAccess: false })
  const site = await payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: false })
  const to = site.application_email
  if (!to) return
  try {
    await payload.sendEmail({
      to,
      replyTo: message.email,
      subject: `Website message: ${message.subject}`,
      // The office reads Bangla first; the English follows for staff who read it.
      text: [
        `${message.name} <${message.email}> লিখেছেন:`,
        '',
        message.message,
        '',
        'সব বার্তা অ্যাডমিন প্যানেলের "বার্তা" অংশে আছে। এই ই-মেইলের উত্তর দিলে তা প্রেরকের কাছে যাবে।',
        '',
        '—',
        '',
        `${message.name} <${message.email}> wrote:`,
        '',
        message.message,
        '',
        'See all messages in the admin panel under Messages. Replying to this e-mail answers the sender.',
      ].join('\n'),
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Could not e-mail the office about a contact message' })
  }
}
