import type { TaskConfig, TypedJobs } from 'payload'

type TaskSlug = keyof TypedJobs['tasks']

/**
 * A job about one document of the office's (an exam to publish, an alert to take down), queued
 * with the document's id in `idField`. A failed run is tried again 5 times, from 30 s apart,
 * doubling.
 */
export function documentTask<Slug extends TaskSlug>(
  slug: TaskConfig<Slug>['slug'],
  label: string,
  idField: string,
  handler: TaskConfig<Slug>['handler'],
): TaskConfig<Slug> {
  return {
    slug,
    label,
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    inputSchema: [{ name: idField, type: 'number', required: true }],
    handler,
  }
}
