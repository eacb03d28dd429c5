import { deleteDependents } from '@/hooks/delete-dependents'

/** A broadcast takes its recipients' statuses with it. */
export const deleteRecipients = deleteDependents({
  collection: 'broadcast-recipients',
  field: 'broadcast',
})
