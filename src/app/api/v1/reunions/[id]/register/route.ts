import { toReunionRegistrationDto } from '@/features/reunions/dto'
import { submitReunionRegistration } from '@/features/reunions/register'
import { apiJson, apiRoute, readBody, requireMember } from '@/app/api/v1/_shared/api-route'
import { NotFoundError } from '@/lib/errors'
import { parseId } from '@/lib/ids'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/reunions/{id}/register: the signed-in member's family (`people`, each with a
 * `ticket_type` id), `passing_year`, and the payment; answers the total, the status (confirmed or
 * waiting) and one entry code per person.
 */
export const POST = apiRoute<{ id: string }>(async (request, { id }) => {
  const reunionId = parseId(id)
  if (reunionId === null) throw new NotFoundError('This reunion does not take registrations.')
  const { message, registration } = await submitReunionRegistration(
    reunionId,
    () => readBody(request),
    { address: clientAddress(request.headers), member: () => requireMember(request) },
  )
  return apiJson({ message, data: toReunionRegistrationDto(registration) }, { status: 201 })
})
