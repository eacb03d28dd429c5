import type { CollectionAfterChangeHook } from 'payload'

import type { Alert } from '@/payload-types'

import { EXPIRE_ALERT_TASK } from '../expire-task'

/** A new alert, or one given a new end, gets a job at its end that redraws the pages. */
export const queueExpiry: CollectionAfterChangeHook<Alert> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && previousDoc?.until === doc.until) return doc
  await req.payload.jobs.queue({
    task: EXPIRE_ALERT_TASK,
    input: { alert: doc.id },
    waitUntil: new Date(doc.until),
    req,
  })
  return doc
}
