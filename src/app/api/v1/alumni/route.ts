import { toAlumnusDto } from '@/features/alumni/dto'
import { listAlumniPage } from '@/features/alumni/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { listQuerySchema } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/alumni: the alumni the school shows in its carousel. */
export const GET = apiRoute(async (request) => {
  parseInput(listQuerySchema, queryObject(request))
  const params = readListParams(request, { allLimit: 100 })
  const result = await listAlumniPage(params)
  return listAnswer(result.docs.map(toAlumnusDto), params, result)
})
