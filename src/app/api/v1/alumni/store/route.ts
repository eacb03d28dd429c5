import { toAlumniRegistrationDto } from '@/features/alumni/dto'
import { submitAlumniRegistration } from '@/features/alumni/join-network'
import { apiJson, apiRoute, readBody, requireMember } from '@/app/api/v1/_shared/api-route'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/alumni/store: multipart (or JSON) registration for the alumni network `id`, with an
 * optional image. The caller must be signed in; user_id, alumni_type and status are never read
 * from the body (the registration is the caller's, named after the network, and starts pending).
 */
export const POST = apiRoute(async (request) => {
  const { message, registration, next } = await submitAlumniRegistration(() => readBody(request), {
    address: clientAddress(request.headers),
    member: () => requireMember(request),
  })
  return apiJson(
    {
      message,
      data: toAlumniRegistrationDto(registration),
      // Where a payment gateway takes over, the client sends the member there.
      ...(next.kind === 'redirect' ? { payment_url: next.url } : {}),
    },
    { status: 201 },
  )
})
