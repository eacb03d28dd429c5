import 'server-only'

import type { z } from 'zod'

import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { User } from '@/payload-types'

import { uploadMemberImage, type UploadedFile } from './member-upload'
import type { profileUpdateSchema } from './schemas'

type Member = User & { collection: 'users' }
type ProfileUpdate = z.output<typeof profileUpdateSchema>

/** The picture slots of a profile that an upload to `user/profile/update/{id}` can replace. */
export const PROFILE_IMAGE_FIELDS = ['profile_image', 'banner'] as const
export type ProfileImageField = (typeof PROFILE_IMAGE_FIELDS)[number]

/**
 * Applies an API profile update to the member's own account. Only `profileUpdateSchema` fields
 * arrive here, so role, email, visibility and ids are never set this way; access rules still run.
 */
export async function applyProfileUpdate(member: Member, changes: ProfileUpdate) {
  const payload = await getPayloadClient()
  const { hobbies, birthdate, ...rest } = changes
  const data: Partial<User> = { ...(rest as Partial<User>) }
  if (hobbies !== undefined) data.hobbies = hobbies.map((value) => ({ value }))
  // An emptied date input clears the birth date.
  if (birthdate !== undefined)
    data.birthdate = birthdate === '' ? null : `${birthdate}T00:00:00.000Z`
  return payload.update({
    collection: 'users',
    id: member.id,
    data,
    depth: 1,
    overrideAccess: false,
    user: member,
  })
}

/** Replaces the member's profile picture or banner with an uploaded image. */
export async function applyProfileImage(
  member: Member,
  field: ProfileImageField,
  file: UploadedFile,
) {
  const label = field === 'banner' ? 'banner' : 'profile picture'
  const media = await uploadMemberImage(
    member,
    file,
    `${member.first_name} ${member.last_name}, ${label}`,
    field,
  )
  const payload = await getPayloadClient()
  return payload.update({
    collection: 'users',
    id: member.id,
    data: { [field]: media.id },
    depth: 1,
    overrideAccess: false,
    user: member,
  })
}
