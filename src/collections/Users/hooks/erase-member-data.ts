import { deleteDependents } from '@/hooks/delete-dependents'

/**
 * The right to erasure (docs/decisions.md, 'Children's data is private by default'): a deleted
 * member takes their alumni registrations and every picture they uploaded with them, in the same
 * transaction as the account.
 */
export const eraseMemberData = deleteDependents(
  { collection: 'alumni-registrations', field: 'user' },
  { collection: 'media', field: 'owner' },
)
