import { lookUpResult } from '@/features/results/look-up-result'
import { apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { deviceCookieHeader, deviceFromHeaders, giveDeviceCookie } from '@/lib/device-cookie'
import { clientAddress } from '@/lib/rate-limit'

const lookUp = apiRoute(async (request) => ({
  data: await lookUpResult(() => readBody(request), {
    address: clientAddress(request.headers),
    device: await deviceFromHeaders(request.headers),
  }),
}))

/**
 * POST /api/v1/results/lookup: exam_id, class, roll, registration → `data` the mark sheet with
 * its `code`; 404 'No result found for these details.' for a wrong number or an unknown roll. A
 * client without a device cookie is given one with the answer, so its wrong tries are its own.
 */
export async function POST(request: Request, context: { params: Promise<Record<string, never>> }) {
  const answer = await lookUp(request, context)
  if (!(await deviceFromHeaders(request.headers))) {
    const cookie = await giveDeviceCookie(clientAddress(request.headers))
    if (cookie) answer.headers.append('Set-Cookie', deviceCookieHeader(cookie))
  }
  return answer
}
