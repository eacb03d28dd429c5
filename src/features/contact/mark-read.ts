import 'server-only'

import type { PayloadRequest } from 'payload'

import { requireDuty } from '@/access/duties'
import { parseId } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

/**
 * Staff opened a contact message: an unread one becomes read (one already replied to stays so).
 * Answers the message's new `updatedAt` when it changed, so the open form can take it as its own;
 * null when nothing changed.
 */
export async function markContactMessageRead(
  id: unknown,
  user: PayloadRequest['user'],
): Promise<string | null> {
  const staff = requireDuty(user, 'inbox')
  const messageId = parseId(id)
  if (messageId === null) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.update({
    collection: 'contact-messages',
    where: { and: [{ id: { equals: messageId } }, { status: { equals: 'unread' } }] },
    data: { status: 'read' },
    depth: 0,
    user: staff,
    overrideAccess: false,
  })
  return docs[0]?.updatedAt ?? null
}
