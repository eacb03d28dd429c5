import { toNewsDto } from '@/features/news/dto'
import { listNews } from '@/features/news/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'
import { PAGE_SIZE } from '@/lib/constants'

import { featuredNewsQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/news/featured?is_featured=1: featured news, newest first. */
export const GET = apiRoute(async (request) => {
  parseInput(featuredNewsQuery, queryObject(request))
  const params = readListParams(request, { pageSize: PAGE_SIZE.featuredNews })
  const result = await listNews({ ...params, featured: true })
  return listAnswer(result.docs.map(toNewsDto), params, result)
})
