import { queueAtItsTime } from '@/hooks/queue-at-its-time'
import type { Exam } from '@/payload-types'

import { PUBLISH_EXAM_TASK } from '../publish-task'

/** A ready exam (new, or with a new publish time) gets a job at its publish time. */
export const queuePublishing = queueAtItsTime<Exam, typeof PUBLISH_EXAM_TASK>({
  status: 'scheduled',
  timeField: 'publish_at',
  task: PUBLISH_EXAM_TASK,
  input: (doc) => ({ exam: doc.id }),
})
