import { toProfileDto } from '@/features/people/dto'
import { getProfile } from '@/features/people/queries'
import { apiRoute, getViewer } from '@/app/api/v1/_shared/api-route'
import { NotFoundError } from '@/lib/errors'

/**
 * GET /api/v1/user/profile/search/{id}: data.data is the profile, in full for its owner and staff,
 * the public view (private sections null) for everyone else.
 */
export const GET = apiRoute<{ id: string }>(async (request, { id }) => {
  const viewer = await getViewer(request)
  const profile = await getProfile(id, viewer)
  if (!profile) throw new NotFoundError('Profile not found.')
  return { data: { data: toProfileDto(profile) } }
})
