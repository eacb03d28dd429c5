import type { CollectionAfterChangeHook } from 'payload'

import type { Exam } from '@/payload-types'

import { PUBLISH_EXAM_TASK } from '../publish-task'

/** A ready exam (new, or with a new publish time) gets a job at its publish time. */
export const queuePublishing: CollectionAfterChangeHook<Exam> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (doc.status !== 'scheduled') return doc
  const unchanged =
    operation === 'update' &&
    previousDoc?.status === 'scheduled' &&
    previousDoc.publish_at === doc.publish_at
  if (unchanged) return doc
  await req.payload.jobs.queue({
    task: PUBLISH_EXAM_TASK,
    input: { exam: doc.id },
    waitUntil: new Date(doc.publish_at),
    req,
  })
  return doc
}
