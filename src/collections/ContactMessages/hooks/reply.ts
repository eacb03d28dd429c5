import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { formatDate } from '@/lib/format'
import type { ContactMessage } from '@/payload-types'

/**
 * A reply written on a message and saved is sent once: the time and the staff member are recorded
 * by the server (never taken from the request), the message becomes Replied, and a sent reply
 * stays as it was sent.
 */
export const recordReply: CollectionBeforeChangeHook<ContactMessage> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const sent = originalDoc?.replied_at ? originalDoc : null
  data.replied_at = sent?.replied_at ?? null
  data.replied_by = sent?.replied_by ?? null
  if (sent) {
    data.reply = sent.reply
    return data
  }
  // Only staff write replies; a message sent in arrives without one.
  const staff = req.user?.collection === 'admins' ? req.user : null
  const reply = staff && typeof data.reply === 'string' ? data.reply.trim() : ''
  data.reply = reply || null
  if (operation === 'update' && staff && reply) {
    data.replied_at = new Date().toISOString()
    data.replied_by = staff.id
    data.status = 'replied'
  }
  return data
}

/** The reply goes to the sender by e-mail, with their message quoted under it. */
export const emailReply: CollectionAfterChangeHook<ContactMessage> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!doc.replied_at || previousDoc?.replied_at || !doc.reply) return doc
  try {
    // The school's name and contact address, for whoever replied.
    const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req, overrideAccess: true })
    const school = site.school_name || 'the school'
    await req.payload.sendEmail({
      to: doc.email,
      ...(site.application_email ? { replyTo: site.application_email } : {}),
      ...replyEmail(doc, school),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'A reply to a contact message was not e-mailed' })
  }
  return doc
}

/** The reply's e-mail: the staff's words first, the school's name, then the sender's message. */
export function replyEmail(
  message: Pick<ContactMessage, 'reply' | 'subject' | 'message' | 'createdAt'>,
  school: string,
): { subject: string; text: string } {
  const asked = `${formatDate(message.createdAt, 'bn')} / ${formatDate(message.createdAt, 'en')}`
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return {
    subject: `Re: ${message.subject}`,
    text: `${message.reply}\n\n— ${school}\n\nআপনার বার্তা / Your message (${asked}):\n${quoted}\n`,
  }
}
