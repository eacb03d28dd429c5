import { noticesFeed } from '@/features/notices/feed'

/** Cached like the pages; publishing refreshes it, and so does the hour. */
export const revalidate = 3600

export function GET() {
  return noticesFeed('rss')
}
