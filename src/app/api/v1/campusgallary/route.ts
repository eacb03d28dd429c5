import { toGalleryItemDto } from '@/features/gallery/dto'
import { listGalleryPage } from '@/features/gallery/queries'
import { apiRoute, listAnswer, queryObject, readListParams } from '@/app/api/v1/_shared/api-route'
import { parseInput } from '@/lib/zod-fields'

import { galleryQuery } from '@/app/api/v1/_shared/query-schemas'

/** GET /api/v1/campusgallary?static_status=1|0 (spelled so): the campus gallery. */
export const GET = apiRoute(async (request) => {
  const { static_status } = parseInput(galleryQuery, queryObject(request))
  const params = readListParams(request, { allLimit: 500 })
  const result = await listGalleryPage(params, static_status)
  return listAnswer(result.docs.map(toGalleryItemDto), params, result)
})
