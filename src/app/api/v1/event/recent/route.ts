import { toEventDto } from '@/features/events/dto'
import { listEvents } from '@/features/events/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { recentEventsQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/event/recent?type=Blog|Article: the newest items (5 unless a page is asked for). */
export const GET = apiRoute(async (request) => {
  const { type } = parseInput(recentEventsQuery, queryObject(request))
  const params = readListParams(request, { pageSize: 5, allLimit: 5 })
  const result = await listEvents({ type, ...params }, params.limit)
  return listAnswer(result.docs.map(toEventDto), params, result)
})
