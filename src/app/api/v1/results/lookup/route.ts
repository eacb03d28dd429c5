import { lookUpResult } from '@/features/results/look-up-result'
import { apiRoute, readBody } from '@/app/api/v1/_shared/api-route'
import { clientAddress } from '@/lib/rate-limit'

/**
 * POST /api/v1/results/lookup: exam_id, class, roll, registration → `data` the mark sheet with
 * its `code`; 404 'No result found for these details.' for a wrong number or an unknown roll.
 */
export const POST = apiRoute(async (request) => ({
  data: await lookUpResult(() => readBody(request), { address: clientAddress(request.headers) }),
}))
