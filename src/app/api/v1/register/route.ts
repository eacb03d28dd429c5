import { registerMember } from '@/features/accounts/sign-up'
import { apiJson, apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/register: a student (role 8: student_id, class, group) or teacher (role 9:
 * teacher_id, specialization), as `registerMember` takes them. The answer names no id: it is the
 * same for a known e-mail as for a new one.
 */
export const POST = apiRoute(async (request) => {
  const { message, member } = await registerMember(() => readBody(request), {
    address: clientAddress(request.headers),
    honeypot: 'register API',
  })
  const data = {
    first_name: member.first_name,
    last_name: member.last_name,
    role: Number(member.role),
  }
  return apiJson({ message, data }, { status: 201 })
})
