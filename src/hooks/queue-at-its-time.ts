import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

type Timed = { id: number; status?: string | null }

/**
 * An afterChange hook that queues a document's job when it enters `status`, or when its time
 * changes while in it; the job runs at the time in `timeField` (at once when it is empty). A job
 * left from an earlier time finds the document changed and does nothing.
 */
export function queueAtItsTime<Doc extends Timed>(
  status: NonNullable<Doc['status']>,
  timeField: keyof Doc & string,
  queue: (doc: Doc, waitUntil: Date | undefined, req: PayloadRequest) => Promise<unknown>,
): CollectionAfterChangeHook<Doc> {
  return async ({ doc, previousDoc, operation, req }) => {
    if (doc.status !== status) return doc
    const time = doc[timeField] as string | null | undefined
    const unchanged =
      operation === 'update' &&
      previousDoc?.status === status &&
      previousDoc[timeField] === doc[timeField]
    if (unchanged) return doc
    await queue(doc, time ? new Date(time) : undefined, req)
    return doc
  }
}
