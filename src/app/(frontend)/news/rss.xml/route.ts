import { newsFeed } from '@/features/news/feed'

/** Cached like the pages; publishing refreshes it, and so does the hour. */
export const revalidate = 3600

export function GET() {
  return newsFeed('rss')
}
