import { toEventDto } from '@/features/events/dto'
import { listEvents } from '@/features/events/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { allEventTypesQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/event?type=Event|Alumni|Blog|Article: published items of a type, newest first. */
export const GET = apiRoute(async (request) => {
  const { type } = parseInput(allEventTypesQuery, queryObject(request))
  const params = readListParams(request)
  const result = await listEvents({ type, ...params }, params.limit)
  return listAnswer(result.docs.map(toEventDto), params, result)
})
