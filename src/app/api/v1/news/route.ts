import { toNewsDto } from '@/features/news/dto'
import { listNews } from '@/features/news/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { listQuerySchema } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/news: published news, newest first. */
export const GET = apiRoute(async (request) => {
  parseInput(listQuerySchema, queryObject(request))
  const params = readListParams(request)
  const result = await listNews(params)
  return listAnswer(result.docs.map(toNewsDto), params, result)
})
