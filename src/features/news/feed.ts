import 'server-only'

import { getSchoolName } from '@/features/site/queries'
import { feedResponse, type FeedFormat } from '@/lib/feeds'

import { listNewsForFeed } from './queries'

export async function newsFeed(format: FeedFormat, site: string): Promise<Response> {
  const [schoolName, news] = await Promise.all([getSchoolName(), listNewsForFeed()])
  return feedResponse(
    format,
    {
      path: '/news',
      title: `${schoolName}: News`,
      description: `Latest news from ${schoolName}: results, admissions, events and achievements.`,
      items: news.map((item) => ({
        path: `/news/${item.id}`,
        title: item.title,
        summary: item.short_description,
        date: item.publish_date,
        category: item.category,
      })),
    },
    site,
  )
}
