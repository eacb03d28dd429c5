import 'server-only'

import { feedResponse, type FeedFormat, type FeedItem } from '@/lib/feeds'

import { getSchoolName } from './queries'

/** One of the school's feeds, in either format: titled with the school's name, items read anew. */
export function schoolFeed(feed: {
  path: string
  title: (schoolName: string) => string
  description: (schoolName: string) => string
  items: () => Promise<FeedItem[]>
}) {
  return async (format: FeedFormat, site: string): Promise<Response> => {
    const [schoolName, items] = await Promise.all([getSchoolName(), feed.items()])
    const { path, title, description } = feed
    return feedResponse(
      format,
      { path, title: title(schoolName), description: description(schoolName), items },
      site,
    )
  }
}
