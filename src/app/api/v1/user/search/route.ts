import { toPersonDto } from '@/features/people/dto'
import { listPeopleByRole } from '@/features/people/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'
import { isLeader, PAGE_SIZE, ROLES } from '@/lib/constants'

import { userSearchQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/user/search?role=10|9: leaders or faculty, as anyone may see them. */
export const GET = apiRoute(async (request) => {
  const { role } = parseInput(userSearchQuery, queryObject(request))
  const params = readListParams(request, { pageSize: PAGE_SIZE.faculty, allLimit: 200 })
  const result = await listPeopleByRole(
    isLeader(role) ? ROLES.leadership : ROLES.teacher,
    params,
    params.limit,
  )
  return listAnswer(result.docs.map(toPersonDto), params, result)
})
