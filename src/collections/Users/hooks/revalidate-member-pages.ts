import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import {
  FACULTY_PAGE,
  facultyListsChanged,
  isListedFaculty,
} from '@/collections/Users/faculty-listing'
import {
  countsOnInstitutionPage,
  institutionFiguresChanged,
} from '@/collections/Users/institution-figures'
import { INSTITUTION_PAGE } from '@/globals/Institution'
import { revalidatePage } from '@/hooks/revalidate-site'
import type { User } from '@/payload-types'

/**
 * A member's public profile page is cached, so every change re-renders it. The About page lists
 * verified leaders and faculty, and the institution page counts students and faculty: each is
 * re-rendered only when what it shows of them changed.
 */
export const revalidateMemberPages: CollectionAfterChangeHook<User> = ({
  doc,
  previousDoc,
  context,
}) => {
  revalidatePage(`/user-profile/${doc.id}`, context)
  if (facultyListsChanged(doc, previousDoc)) revalidatePage(FACULTY_PAGE, context)
  if (institutionFiguresChanged(doc, previousDoc)) revalidatePage(INSTITUTION_PAGE, context)
  return doc
}

/**
 * A deleted member's public page goes; a listed leader or teacher leaves the About page too, and
 * a student or listed teacher the institution page's figures.
 */
export const forgetMemberPages: CollectionAfterDeleteHook<User> = ({ doc, req }) => {
  revalidatePage(`/user-profile/${doc.id}`, req.context)
  if (isListedFaculty(doc)) revalidatePage(FACULTY_PAGE, req.context)
  if (countsOnInstitutionPage(doc)) revalidatePage(INSTITUTION_PAGE, req.context)
  return doc
}
