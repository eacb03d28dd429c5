import { deleteDependents } from '@/hooks/delete-dependents'

/** An exam takes its results with it, in the same transaction (a result without its exam means nothing). */
export const deleteExamResults = deleteDependents({ collection: 'results', field: 'exam' })
