import { registerMember } from '@/features/accounts/api-accounts'
import { assertUncommonPassword } from '@/lib/common-passwords'
import { registrationSchemaFor } from '@/features/accounts/schemas'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiJson, apiRoute, parseInput, readBody } from '@/app/api/v1/_shared/api-route'
import { caughtByHoneypot, decoyId } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/register: a student (role 8: student_id, class, group) or teacher (role 9:
 * teacher_id, specialization). Any other role is refused; unknown fields are ignored. A filled
 * honeypot (`website`) creates no account but gets a new account's answer.
 */
export const POST = apiRoute(async (request) => {
  await API_LIMITS.registerByAddress.consume(clientAddress(request.headers))
  const body = await readBody(request)
  const registration = parseInput(registrationSchemaFor(body.role), body)
  assertUncommonPassword(registration.password)
  const member = (await caughtByHoneypot(body, 'register API'))
    ? { ...registration, id: decoyId() }
    : await registerMember(registration)
  const message =
    registration.role === '9'
      ? 'Teacher registered successfully.'
      : 'Student registered successfully.'
  return apiJson(
    {
      message,
      data: {
        id: member.id,
        first_name: member.first_name,
        last_name: member.last_name,
        role: Number(member.role),
      },
    },
    { status: 201 },
  )
})
