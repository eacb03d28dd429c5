import 'server-only'

import { listClasses, listStudentVideos } from '@/features/classes/queries'
import { listFeaturedEvents, listNextFeaturedEvents } from '@/features/events/queries'
import { listFeaturedNews } from '@/features/news/queries'
import { listLatestNotices } from '@/features/notices/queries'
import {
  getAboutSettings,
  getAlumniPageSettings,
  getHomeSettings,
} from '@/features/settings/queries'
import { PAGE_SIZE } from '@/lib/constants'

/** Everything the home page shows, read in parallel (one render of / runs exactly this). */
export async function loadHomePage(now = new Date()) {
  const [home, about, alumni, classes, videos, notices, news, articles, events] = await Promise.all(
    [
      getHomeSettings(),
      getAboutSettings(),
      getAlumniPageSettings(),
      listClasses(),
      listStudentVideos(),
      listLatestNotices(PAGE_SIZE.homeNotices, now),
      listFeaturedNews(3),
      listFeaturedEvents('Article', 3),
      listNextFeaturedEvents(PAGE_SIZE.homeFeaturedEvents, now),
    ],
  )
  return { home, about, alumni, classes, videos, notices, news, articles, events, now }
}
