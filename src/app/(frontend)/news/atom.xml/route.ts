import { newsFeed } from '@/features/news/feed'
import { siteOrigin } from '@/lib/site-origin'

/**
 * Cached like the pages (publishing refreshes it, and so does the hour) when SERVER_URL names the
 * site; without it the links follow each request's address.
 */
export const revalidate = 3600

export function GET(request: Request) {
  return newsFeed('atom', siteOrigin(request))
}
