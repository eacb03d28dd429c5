import { toAlumniResourceDto } from '@/features/alumni/dto'
import { listAlumniNetworksPage } from '@/features/alumni/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { listQuerySchema } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/alumni-resourse (spelled so): the alumni networks. */
export const GET = apiRoute(async (request) => {
  parseInput(listQuerySchema, queryObject(request))
  const params = readListParams(request)
  const result = await listAlumniNetworksPage(params)
  return listAnswer(result.docs.map(toAlumniResourceDto), params, result)
})
