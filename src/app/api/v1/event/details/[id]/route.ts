import { toEventDto } from '@/features/events/dto'
import { getEvent } from '@/features/events/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'
import { NotFoundError } from '@/lib/errors'

/** GET /api/v1/event/details/{id}: the item in data (data.data for articles and blogs). */
export const GET = apiRoute<{ id: string }>(async (_request, { id }) => {
  const event = await getEvent(id)
  if (!event) throw new NotFoundError('Event not found.')
  const dto = toEventDto(event)
  return { data: event.type === 'Article' || event.type === 'Blog' ? { data: dto } : dto }
})
