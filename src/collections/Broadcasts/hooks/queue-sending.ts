import type { CollectionAfterChangeHook } from 'payload'

import type { Broadcast } from '@/payload-types'

import { SEND_BROADCAST_TASK } from '../send-task'

/** A broadcast staff chose to send (or moved to another time) gets a job at its time. */
export const queueSending: CollectionAfterChangeHook<Broadcast> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (doc.status !== 'scheduled') return doc
  const unchanged =
    operation === 'update' &&
    previousDoc?.status === 'scheduled' &&
    previousDoc.send_at === doc.send_at
  if (unchanged) return doc
  await req.payload.jobs.queue({
    task: SEND_BROADCAST_TASK,
    input: { broadcast: doc.id, send_at: doc.send_at ?? null },
    // Without a time it is due at once (a waitUntil of "now" would wait for the next tick).
    waitUntil: doc.send_at ? new Date(doc.send_at) : undefined,
    req,
  })
  return doc
}
