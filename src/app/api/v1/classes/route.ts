import { toClassDto } from '@/features/classes/dto'
import { listClassesPage } from '@/features/classes/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { listQuerySchema } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/classes: every class in the school's order. */
export const GET = apiRoute(async (request) => {
  parseInput(listQuerySchema, queryObject(request))
  const params = readListParams(request, { allLimit: 100 })
  const result = await listClassesPage(params)
  return listAnswer(result.docs.map(toClassDto), params, result)
})
