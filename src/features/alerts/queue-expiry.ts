import { queueAtItsTime } from '@/hooks/queue-at-its-time'
import type { Alert } from '@/payload-types'

import { EXPIRE_ALERT_TASK } from './expire'

/** A new alert, or one given a new end, gets a job at its end that redraws the pages. */
export const queueExpiry = queueAtItsTime<Alert, typeof EXPIRE_ALERT_TASK>({
  timeField: 'until',
  task: EXPIRE_ALERT_TASK,
  input: (doc) => ({ alert: doc.id }),
})
