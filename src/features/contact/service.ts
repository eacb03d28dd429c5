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
      text: `${message.name} <${message.email}> wrote:\n\n${message.message}\n\nSee all messages in the admin panel under Contact messages.`,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Could not e-mail the office about a contact message' })
  }
}
