import { toContactEntryDto } from '@/features/contact/dto'
import { listContactEntriesPage } from '@/features/contact/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { contactSearchQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/contact_us/search?type=Help Desk|Office: the contact numbers of a type. */
export const GET = apiRoute(async (request) => {
  const { type } = parseInput(contactSearchQuery, queryObject(request))
  const params = readListParams(request, { allLimit: 100 })
  const result = await listContactEntriesPage(params, type)
  return listAnswer(result.docs.map(toContactEntryDto), params, result)
})
