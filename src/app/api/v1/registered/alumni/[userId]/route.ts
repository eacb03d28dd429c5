import { toAlumniRegistrationDto } from '@/features/alumni/dto'
import { listAlumniRegistrationsOf } from '@/features/alumni/queries'
import { apiRoute, getViewer } from '@/app/api/v1/_shared/api-route'
import { hasDuty } from '@/access/duties'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/lib/errors'
import { parseId } from '@/lib/ids'

/** GET /api/v1/registered/alumni/{userId}: data.data lists the member's registrations (self or staff). */
export const GET = apiRoute<{ userId: string }>(async (request, { userId }) => {
  const viewer = await getViewer(request)
  if (!viewer) throw new UnauthorizedError()
  const id = parseId(userId)
  if (id === null) throw new NotFoundError('Member not found.')
  const isSelf = viewer.collection === 'users' && viewer.id === id
  if (!isSelf && !hasDuty(viewer, 'money') && !hasDuty(viewer, 'inbox')) {
    throw new ForbiddenError('You can only see your own registrations.')
  }
  const registrations = await listAlumniRegistrationsOf(id, viewer)
  return { data: { data: registrations.map(toAlumniRegistrationDto) } }
})
