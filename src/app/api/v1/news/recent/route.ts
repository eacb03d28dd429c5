import { toNewsDto } from '@/features/news/dto'
import { listNews } from '@/features/news/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { recentNewsQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/news/recent?type=News: the newest news (5 unless a page is asked for). */
export const GET = apiRoute(async (request) => {
  parseInput(recentNewsQuery, queryObject(request))
  const params = readListParams(request, { pageSize: 5, allLimit: 5 })
  const result = await listNews(params)
  return listAnswer(result.docs.map(toNewsDto), params, result)
})
