import 'server-only'

import { getSchoolName } from '@/features/site/queries'
import { feedResponse, type FeedFormat } from '@/lib/feeds'

import { listNoticesForFeed } from './queries'

export async function noticesFeed(format: FeedFormat, site: string): Promise<Response> {
  const [schoolName, notices] = await Promise.all([getSchoolName(), listNoticesForFeed()])
  return feedResponse(
    format,
    {
      path: '/notices',
      title: `${schoolName}: Notices`,
      description: `Official notices of ${schoolName}: admission, exams, results and holidays.`,
      items: notices.map((notice) => ({
        path: `/notices/${notice.id}`,
        title: notice.title,
        summary: notice.excerpt,
        date: notice.publish_date,
        category: typeof notice.category === 'object' ? notice.category?.name : null,
      })),
    },
    site,
  )
}
