import { toStudentVideoDto } from '@/features/classes/dto'
import { listStudentVideosPage } from '@/features/classes/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { listQuerySchema } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/front-student-video-data: the student videos of the home page. */
export const GET = apiRoute(async (request) => {
  parseInput(listQuerySchema, queryObject(request))
  const params = readListParams(request)
  const result = await listStudentVideosPage(params)
  return listAnswer(result.docs.map(toStudentVideoDto), params, result)
})
