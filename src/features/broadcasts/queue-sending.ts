import { queueAtItsTime } from '@/hooks/queue-at-its-time'
import type { Broadcast } from '@/payload-types'

import { SEND_BROADCAST_TASK } from './send'

/** A broadcast staff chose to send (or moved to another time) gets a job at its time, or now. */
export const queueSending = queueAtItsTime<Broadcast, typeof SEND_BROADCAST_TASK>({
  status: 'scheduled',
  timeField: 'send_at',
  task: SEND_BROADCAST_TASK,
  input: (doc) => ({ broadcast: doc.id, send_at: doc.send_at ?? null }),
})
