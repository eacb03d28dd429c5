import { contactMessageSchema } from '@/features/contact/schemas'
import { CONTACT_SUCCESS_MESSAGE, storeContactMessage } from '@/features/contact/service'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { apiRoute, parseInput, readBody } from '@/lib/api-route'
import { clientAddress } from '@/lib/rate-limit'

/** POST /api/v1/contact_us/store: name, email, subject, message; the answer's message is shown. */
export const POST = apiRoute(async (request) => {
  API_LIMITS.contactByAddress.consume(clientAddress(request.headers))
  const message = parseInput(contactMessageSchema, await readBody(request))
  API_LIMITS.contactByEmail.consume(message.email)
  await storeContactMessage(message)
  return { message: CONTACT_SUCCESS_MESSAGE }
})
