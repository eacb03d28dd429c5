import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/** A collection's documents that point at the one being deleted, through `field`. */
type Dependents = { collection: CollectionSlug; field: string }

/**
 * A beforeDelete hook that deletes, in the same transaction and in the order given, every
 * document that points at the one being deleted. Access was checked for the deletion itself;
 * nobody deletes these by hand, so they go without a check of their own.
 */
export function deleteDependents(...dependents: Dependents[]): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    for (const { collection, field } of dependents) {
      // The deletion itself was checked; its dependents go with it.
      await req.payload.delete({
        collection,
        where: { [field]: { equals: id } },
        overrideAccess: true,
        req,
      })
    }
  }
}
