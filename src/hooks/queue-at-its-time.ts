import type { CollectionAfterChangeHook, TaskInput, TypedJobs } from 'payload'

type Timed = { id: number; status?: string | null }
type TaskSlug = keyof TypedJobs['tasks']
/** The form `jobs.queue` asks its task in; a plain `Slug` does not fit it while still generic. */
type QueuedTask<Slug extends TaskSlug> = Slug extends TaskSlug ? Slug : never

/**
 * An afterChange hook that queues `task` for a document when it enters `status` (any document
 * when no status is given), or when its time changes while in it; the job runs at the time in
 * `timeField` (at once when it is empty). A job left from an earlier time finds the document
 * changed and does nothing.
 */
export function queueAtItsTime<Doc extends Timed, Slug extends TaskSlug>({
  status,
  timeField,
  task,
  input,
}: {
  status?: NonNullable<Doc['status']>
  timeField: keyof Doc & string
  task: QueuedTask<Slug>
  input: (doc: Doc) => TaskInput<Slug>
}): CollectionAfterChangeHook<Doc> {
  return async ({ doc, previousDoc, operation, req }) => {
    if (status !== undefined && doc.status !== status) return doc
    const time = doc[timeField] as string | null | undefined
    const unchanged =
      operation === 'update' &&
      previousDoc?.status === doc.status &&
      previousDoc[timeField] === doc[timeField]
    if (unchanged) return doc
    await req.payload.jobs.queue<Slug>({
      task,
      input: input(doc),
      // Without a time it is due at once (a waitUntil of "now" would wait for the next tick).
      waitUntil: time ? new Date(time) : undefined,
      req,
    })
    return doc
  }
}
