import { toEventDto } from '@/features/events/dto'
import { listEvents } from '@/features/events/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { upcomingEventsQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/event/upcoming?type=Event: events that have not started yet, soonest first. */
export const GET = apiRoute(async (request) => {
  const { type } = parseInput(upcomingEventsQuery, queryObject(request))
  const params = readListParams(request)
  const startingFrom = new Date().toISOString()
  const result = await listEvents({ type, startingFrom, ...params }, params.limit, 'start_date')
  return listAnswer(result.docs.map(toEventDto), params, result)
})
