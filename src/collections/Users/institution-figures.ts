import { isStudent } from '@/lib/constants'
import type { User } from '@/payload-types'

import { isListedFaculty } from './faculty-listing'

type Member = Partial<
  Pick<User, 'role' | 'student_class' | 'section' | 'gender' | 'faculty_verified' | 'designation'>
>

/** What the institution page counts of a student: class, section and gender. */
const studentFigures = (member: Member | null | undefined) =>
  member && isStudent(member.role)
    ? JSON.stringify([member.student_class ?? null, member.section ?? null, member.gender ?? null])
    : null

/** What it counts of a listed leader or teacher: the post. */
const facultyPost = (member: Member | null | undefined) =>
  isListedFaculty(member) ? (member?.designation?.trim() ?? '') : null

/**
 * Whether a save changes the institution page's figures: a student's class, section or gender
 * (for enrolment counted from members), or who of the verified faculty holds which post.
 */
export function institutionFiguresChanged(
  member: Member,
  previous: Member | null | undefined,
): boolean {
  return (
    studentFigures(member) !== studentFigures(previous) ||
    facultyPost(member) !== facultyPost(previous)
  )
}

/** Whether a member counts on the institution page at all. */
export const countsOnInstitutionPage = (member: Member) =>
  isStudent(member.role) || isListedFaculty(member)
