import { toEventDto } from '@/features/events/dto'
import { listEvents } from '@/features/events/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { eventSearchQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/event/search?type=Event&name=&start_date=YYYY-MM-DD&company= */
export const GET = apiRoute(async (request) => {
  const query = parseInput(eventSearchQuery, queryObject(request))
  const params = readListParams(request)
  const result = await listEvents(
    {
      type: query.type,
      name: query.name,
      company: query.company,
      date: query.start_date,
      ...params,
    },
    params.limit,
  )
  return listAnswer(result.docs.map(toEventDto), params, result)
})
