import { apiRoute } from '@/app/api/v1/_shared/api-route'
import { NotFoundError } from '@/lib/errors'

/** Any other address under /api/v1 answers with the API's JSON 404, never an HTML page. */
const notFound = apiRoute<{ slug: string[] }>(async () => {
  throw new NotFoundError('No such API call.')
})

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT }
