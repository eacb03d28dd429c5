import 'server-only'

import { ValidationError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { User } from '@/payload-types'

import type { ProfileSection } from '@/lib/profile-privacy'

import { toUploadedFile, uploadMemberImage } from './member-upload'

type Member = User & { collection: 'users' }

/** The picture slots of a profile that an upload can replace. */
export const PROFILE_IMAGE_FIELDS = ['profile_image', 'banner'] as const
export type ProfileImageField = (typeof PROFILE_IMAGE_FIELDS)[number]

/** What a member may change on their own profile, where null clears a field. */
export type OwnProfileData = Partial<
  Pick<
    User,
    | 'first_name'
    | 'last_name'
    | 'post_office'
    | 'phone'
    | 'alternative_phone'
    | 'emergency_phone'
    | 'previous_school'
    | 'current_school'
    | 'student_id'
    | 'student_class'
    | 'group'
    | 'section'
    | 'roll'
    | 'blood_grp'
    | 'nationality'
    | 'teacher_id'
    | 'specialization'
    | 'designation'
    | 'father_name'
    | 'father_phone'
    | 'mother_name'
    | 'mother_phone'
    | 'local_guardian_name'
    | 'local_guardian_phone'
    | 'current_village'
    | 'village'
    | 'gender'
    | 'birthdate'
    | 'language'
    | 'hobbies'
    | 'visibility'
    | 'profile_image'
    | 'banner'
  >
>

/**
 * Saves changes to the member's own document. Access rules run as the member (overrideAccess
 * false), so a member can only change their own profile and never their role; the collection
 * marks their public page stale.
 */
export async function saveOwnProfile(member: Member, data: OwnProfileData): Promise<User> {
  const payload = await getPayloadClient()
  const updated = await payload.update({
    collection: 'users',
    id: member.id,
    data,
    depth: 1,
    overrideAccess: false,
    user: member,
  })
  return updated
}

/** One section public or private; the collection drops what the member's age does not allow. */
export async function setSectionVisibility(
  member: Member,
  section: ProfileSection,
  isPublic: boolean,
): Promise<User> {
  return saveOwnProfile(member, {
    visibility: { ...(member.visibility ?? {}), [section]: isPublic },
  })
}

/**
 * A new profile picture or banner (checked, re-encoded and owned as `member-upload` does it).
 * The picture it replaces is deleted when the member uploaded it.
 */
export async function replaceProfilePicture(
  member: Member,
  field: ProfileImageField,
  file: File,
): Promise<User> {
  const previous = member[field]
  const label = field === 'banner' ? 'banner' : 'profile picture'
  const media = await uploadMemberImage(
    member,
    await toUploadedFile(file),
    `${member.first_name} ${member.last_name}, ${label}`,
    field,
  )
  const updated = await saveOwnProfile(member, { [field]: media.id })
  const previousId = typeof previous === 'object' && previous ? previous.id : previous
  const currentImage = updated[field]
  const currentId =
    typeof currentImage === 'object' && currentImage ? currentImage.id : currentImage
  if (previousId && previousId !== currentId) {
    const payload = await getPayloadClient()
    // Access allows deleting only the member's own uploads; a school picture simply stays.
    await payload
      .delete({ collection: 'media', id: previousId, overrideAccess: false, user: member })
      .catch(() => undefined)
  }
  return updated
}

export const WRONG_PASSWORD = 'The password is not correct.'

/**
 * Deletes the member's account once their password confirms it is them
 * (docs/decisions.md, 'Children's data is private by default'). The collection takes their
 * pictures and alumni registrations with it.
 */
export async function deleteOwnAccount(member: Member, password: string): Promise<void> {
  const payload = await getPayloadClient()
  try {
    // Payload's own check, which also counts failures towards the lockout.
    await payload.login({ collection: 'users', data: { email: member.email, password } })
  } catch {
    throw new ValidationError({ password: [WRONG_PASSWORD] })
  }
  await payload.delete({ collection: 'users', id: member.id, overrideAccess: false, user: member })
}
