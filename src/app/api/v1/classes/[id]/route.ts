import { toClassDto } from '@/features/classes/dto'
import { getClass } from '@/features/classes/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'
import { NotFoundError } from '@/lib/errors'

/** GET /api/v1/classes/{id}: data.data is the class. */
export const GET = apiRoute<{ id: string }>(async (_request, { id }) => {
  const item = await getClass(id)
  if (!item) throw new NotFoundError('Class Not Found')
  return { data: { data: toClassDto(item) } }
})
