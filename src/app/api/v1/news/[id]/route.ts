/** GET /api/v1/news/{id}: the news article page's address, the same answer as news/details/{id}. */
export { GET } from '@/app/api/v1/news/details/[id]/route'
