import { deleteDependents } from '@/hooks/delete-dependents'

/**
 * The right to erasure (docs/decisions.md, 'Children's data is private by default'): a deleted
 * member takes their alumni registrations, every picture they uploaded and any code sent to
 * confirm a guardian's phone with them, in the same transaction as the account.
 */
export const eraseMemberData = deleteDependents(
  { collection: 'alumni-registrations', field: 'user' },
  { collection: 'media', field: 'owner' },
  { collection: 'guardian-phone-codes', field: 'member' },
)
