import type { Where } from 'payload'

import { isSectionPublic, type Visibility } from '@/lib/profile-privacy'
import { isFaculty, type ROLES } from '@/lib/constants'
import type { User } from '@/payload-types'

/** The public page that lists the school's leaders and faculty. */
export const FACULTY_PAGE = '/about-us'

export type ListedRole = typeof ROLES.leadership | typeof ROLES.teacher

/**
 * Who the public lists of leaders or faculty show: members of that role whom staff have verified.
 * Anyone can sign up as a teacher, so an unverified account never speaks for the school.
 */
export function listedPeopleWhere(role: ListedRole): Where {
  return { role: { equals: String(role) }, faculty_verified: { equals: true } }
}

type MemberFields = Partial<
  Pick<
    User,
    | 'role'
    | 'faculty_verified'
    | 'first_name'
    | 'last_name'
    | 'designation'
    | 'specialization'
    | 'profile_image'
    | 'email'
    | 'birthdate'
  >
> & { visibility?: Visibility }

export function isListedFaculty(member: MemberFields | null | undefined): boolean {
  return Boolean(member && isFaculty(member.role) && member.faculty_verified === true)
}

const mediaId = (value: MemberFields['profile_image']) =>
  value && typeof value === 'object' ? value.id : (value ?? null)

/** What a listed member's card (and the /api/v1 user search) shows of them. */
function listedCard(member: MemberFields) {
  return {
    role: String(member.role),
    first_name: member.first_name ?? null,
    last_name: member.last_name ?? null,
    designation: member.designation ?? null,
    specialization: member.specialization ?? null,
    profile_image: mediaId(member.profile_image),
    // The address is shown only while the member's contact section is public.
    email: isSectionPublic(member, 'contact') ? (member.email ?? null) : null,
  }
}

/**
 * Whether a save changes what the lists of leaders and faculty show: the member joins or leaves
 * them (role, verification) or, while listed, something on their card changed.
 */
export function facultyListsChanged(
  member: MemberFields,
  previous: MemberFields | null | undefined,
): boolean {
  const listedNow = isListedFaculty(member)
  const listedBefore = isListedFaculty(previous)
  if (!listedNow && !listedBefore) return false
  if (listedNow !== listedBefore || !previous) return true
  return JSON.stringify(listedCard(member)) !== JSON.stringify(listedCard(previous))
}
