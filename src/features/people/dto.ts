import { mediaPath, orNull, textValues } from '@/lib/dto'
import type { User } from '@/payload-types'

export type PersonDto = {
  id: number
  first_name: string
  last_name: string
  role: number
  profile_image: string | null
  email: string | null
  designation: string | null
  specialization: string | null
}

/** A leader (role 10) or faculty member (role 9) in the user search; email only if visible. */
export function toPersonDto(user: User): PersonDto {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    role: Number(user.role),
    profile_image: mediaPath(user.profile_image),
    ...orNull(user, ['email', 'designation', 'specialization']),
  }
}

/** Private fields: present only when field access let the viewer read them. */
const PRIVATE_FIELDS = [
  'email',
  'phone',
  'alternative_phone',
  'emergency_phone',
  'student_id',
  'teacher_id',
  'roll',
  'blood_grp',
  'nationality',
  'father_name',
  'father_phone',
  'mother_name',
  'mother_phone',
  'local_guardian_name',
  'local_guardian_phone',
  'post_office',
  'current_village',
  'village',
  'gender',
  'birthdate',
  'language',
] as const satisfies readonly (keyof User)[]

type PrivateField = (typeof PRIVATE_FIELDS)[number]

export type ProfileDto = {
  id: number
  first_name: string
  last_name: string
  role: number
  profile_image: string | null
  banner: string | null
  banner_image: string | null
  user: { profile_image: string | null }
  designation: string | null
  specialization: string | null
  class: string | null
  group: string | null
  section: string | null
  current_school: string | null
  previous_school: string | null
  hobbies: string[]
  /** Sections the owner made public; sent to the owner and staff only. */
  visibility?: User['visibility']
} & Record<PrivateField, string | null>

/**
 * A member's profile as the viewer was allowed to read it (Payload's field access already removed
 * private sections); hidden fields come back as null.
 */
export function toProfileDto(user: User): ProfileDto {
  const profileImage = mediaPath(user.profile_image)
  const banner = mediaPath(user.banner)
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    role: Number(user.role),
    profile_image: profileImage,
    banner,
    banner_image: banner,
    user: { profile_image: profileImage },
    ...orNull(user, ['designation', 'specialization']),
    class: user.student_class ?? null,
    ...orNull(user, ['group', 'section', 'current_school', 'previous_school']),
    hobbies: textValues(user.hobbies),
    ...orNull(user, PRIVATE_FIELDS),
    ...(user.visibility ? { visibility: user.visibility } : {}),
  }
}
