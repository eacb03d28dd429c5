import { toCommunityMemberDto } from '@/features/alumni/dto'
import { listCommunityMembersPage } from '@/features/alumni/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { communityQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/community/list[?network=id]: data.data lists members with their GB/EC/GM type. */
export const GET = apiRoute(async (request) => {
  const { network } = parseInput(communityQuery, queryObject(request))
  const params = readListParams(request, { allLimit: 500 })
  const result = await listCommunityMembersPage(params, network)
  return listAnswer(result.docs.map(toCommunityMemberDto), params, result, { nested: true })
})
