import { queueAtItsTime } from '@/hooks/queue-at-its-time'
import type { Broadcast } from '@/payload-types'

import { SEND_BROADCAST_TASK } from '../send-task'

/** A broadcast staff chose to send (or moved to another time) gets a job at its time, or now. */
export const queueSending = queueAtItsTime<Broadcast>(
  'scheduled',
  'send_at',
  (doc, waitUntil, req) =>
    req.payload.jobs.queue({
      task: SEND_BROADCAST_TASK,
      input: { broadcast: doc.id, send_at: doc.send_at ?? null },
      // Without a time it is due at once (a waitUntil of "now" would wait for the next tick).
      waitUntil,
      req,
    }),
)
