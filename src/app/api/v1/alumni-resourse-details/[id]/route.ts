import { toAlumniResourceDto } from '@/features/alumni/dto'
import { getAlumniNetwork } from '@/features/alumni/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'
import { NotFoundError } from '@/lib/errors'

/** GET /api/v1/alumni-resourse-details/{id}: data.data is the network. */
export const GET = apiRoute<{ id: string }>(async (_request, { id }) => {
  const network = await getAlumniNetwork(id)
  if (!network) throw new NotFoundError('Alumni network not found.')
  return { data: { data: toAlumniResourceDto(network) } }
})
