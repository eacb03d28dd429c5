import { toEventDto } from '@/features/events/dto'
import { listEvents } from '@/features/events/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { featuredEventsQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/event/featured?type=Event|Article|Blog&is_featured=1 (articles answer in data.data). */
export const GET = apiRoute(async (request) => {
  const { type } = parseInput(featuredEventsQuery, queryObject(request))
  const params = readListParams(request)
  const result = await listEvents({ type, featured: true, ...params }, params.limit)
  return listAnswer(result.docs.map(toEventDto), params, result, { nested: type === 'Article' })
})
