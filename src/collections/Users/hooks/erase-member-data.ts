import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * The right to erasure (docs/decisions.md, 'Children's data is private by default'): a deleted
 * member takes their alumni registrations and every picture they uploaded with them, in the same
 * transaction as the account.
 */
export const eraseMemberData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'alumni-registrations',
    where: { user: { equals: id } },
    // Access was checked for deleting the account; what belongs to it goes with it.
    overrideAccess: true,
    req,
  })
  await req.payload.delete({
    collection: 'media',
    where: { owner: { equals: id } },
    // As above: the member's own pictures.
    overrideAccess: true,
    req,
  })
}
