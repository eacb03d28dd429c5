import { submitContact } from '@/features/contact/send-message'
import { apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { clientAddress } from '@/lib/rate-limit'

/** POST /api/v1/contact_us/store: name, email, subject, message; the answer's message is shown. */
export const POST = apiRoute(async (request) =>
  submitContact(() => readBody(request), {
    address: clientAddress(request.headers),
    honeypot: 'contact API',
  }),
)
