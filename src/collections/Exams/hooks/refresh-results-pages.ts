import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidatePage } from '@/hooks/revalidate-site'

/** The results page lists the exams that are public; an exam's change redraws it (and the API's kept answers). */
export const afterExamChange: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidatePage('/results', context)
  return doc
}

export const afterExamDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidatePage('/results', context)
  return doc
}
