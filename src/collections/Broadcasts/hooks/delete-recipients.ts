import type { CollectionBeforeDeleteHook } from 'payload'

/** A broadcast takes its recipients' statuses with it. */
export const deleteRecipients: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'broadcast-recipients',
    where: { broadcast: { equals: id } },
    // Nobody deletes recipients by hand; they go with their broadcast.
    overrideAccess: true,
    req,
  })
}
