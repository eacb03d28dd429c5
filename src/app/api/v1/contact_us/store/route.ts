import { contactMessageSchema } from '@/features/contact/schemas'
import { CONTACT_SUCCESS_MESSAGE, storeContactMessage } from '@/features/contact/service'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiRoute, parseInput, readBody } from '@/app/api/v1/_shared/api-route'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/contact_us/store: name, email, subject, message; the answer's message is shown.
 * A filled honeypot (`website`) gets the same answer, and nothing is stored or mailed.
 */
export const POST = apiRoute(async (request) => {
  await API_LIMITS.contactByAddress.consume(clientAddress(request.headers))
  const body = await readBody(request)
  const message = parseInput(contactMessageSchema, body)
  await API_LIMITS.contactByEmail.consume(message.email)
  if (!(await caughtByHoneypot(body, 'contact API'))) await storeContactMessage(message)
  return { message: CONTACT_SUCCESS_MESSAGE }
})
