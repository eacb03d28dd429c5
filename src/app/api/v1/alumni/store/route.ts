import {
  ALUMNI_REGISTRATION_SUCCESS,
  storeAlumniRegistration,
} from '@/features/alumni/registration'
import { toAlumniRegistrationDto } from '@/features/alumni/dto'
import { alumniRegistrationSchema } from '@/features/alumni/schemas'
import { toUploadedFile } from '@/features/profile/member-upload'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiJson, apiRoute, readBody, requireMember } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/alumni/store: multipart (or JSON) registration for the alumni network `id`, with an
 * optional image. The caller must be signed in; user_id, alumni_type and status are never read
 * from the body (the registration is the caller's, named after the network, and starts pending).
 */
export const POST = apiRoute(async (request) => {
  await API_LIMITS.alumniStoreByAddress.consume(clientAddress(request.headers))
  const member = await requireMember(request)
  await API_LIMITS.alumniStoreByAccount.consume(String(member.id))
  const body = await readBody(request)
  // Forms send untouched optional fields as '': treat them as not given.
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''))
  const data = parseInput(alumniRegistrationSchema, given)
  const image =
    body.image instanceof File && body.image.size > 0 ? await toUploadedFile(body.image) : undefined
  const { registration, next } = await storeAlumniRegistration(member, data, image)
  return apiJson(
    {
      message: ALUMNI_REGISTRATION_SUCCESS,
      data: toAlumniRegistrationDto(registration),
      // Where a payment gateway takes over, the client sends the member there.
      ...(next.kind === 'redirect' ? { payment_url: next.url } : {}),
    },
    { status: 201 },
  )
})
