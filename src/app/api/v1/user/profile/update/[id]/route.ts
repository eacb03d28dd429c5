import { toProfileDto } from '@/features/people/dto'
import { PROFILE_IMAGE_FIELDS, replaceProfilePicture } from '@/features/profile/own-profile'
import { updateProfileCard } from '@/features/profile/update-profile-card'
import { apiRoute, readBody, requireMember } from '@/app/api/v1/_shared/api-route'
import { ForbiddenError, NotFoundError } from '@/lib/errors'
import { parseId } from '@/lib/ids'
import { clientAddress } from '@/lib/rate-limit'

const IMAGE_MESSAGES = {
  profile_image: 'Profile image updated successfully.',
  banner: 'Banner image updated successfully.',
} as const

/**
 * POST /api/v1/user/profile/update/{id}: the caller's own profile only. JSON (or form) fields of
 * the edit cards, or multipart with one `profile_image` or `banner` file. Other fields are ignored.
 */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => {
  const member = await requireMember(request)
  const targetId = parseId(id)
  if (targetId === null) throw new NotFoundError('Profile not found.')
  if (targetId !== member.id) throw new ForbiddenError('You can only change your own profile.')

  const body = await readBody(request)
  const imageField = PROFILE_IMAGE_FIELDS.find((field) => body[field] instanceof File)
  if (imageField) {
    const updated = await replaceProfilePicture(member, imageField, body[imageField] as File)
    return { status: 200, message: IMAGE_MESSAGES[imageField], data: toProfileDto(updated) }
  }

  const { message, profile } = await updateProfileCard(body, {
    address: clientAddress(request.headers),
    member: async () => member,
  })
  return { status: 200, message, data: toProfileDto(profile) }
})
