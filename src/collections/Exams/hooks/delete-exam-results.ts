import type { CollectionBeforeDeleteHook } from 'payload'

/** An exam takes its results with it, in the same transaction (a result without its exam means nothing). */
export const deleteExamResults: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'results',
    where: { exam: { equals: id } },
    overrideAccess: true,
    req,
  })
}
