import { toNewsDto } from '@/features/news/dto'
import { getNews } from '@/features/news/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'
import { NotFoundError } from '@/lib/errors'

/**
 * GET /api/v1/news/details/{id}, also served as /api/v1/news/{id}
 * (docs/decisions.md, 'News articles open').
 */
export const GET = apiRoute<{ id: string }>(async (_request, { id }) => {
  const news = await getNews(id)
  if (!news) throw new NotFoundError('Article not found.')
  return { data: toNewsDto(news) }
})
