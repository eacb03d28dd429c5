import 'server-only'

import { listClasses, listStudentVideos } from '@/features/classes/queries'
import { listFeaturedEvents } from '@/features/events/queries'
import { listFeaturedNews } from '@/features/news/queries'
import { getAboutSettings, getAlumniPageSettings, getHomeSettings } from '@/features/site/queries'

/** Everything the home page shows, read in parallel (one render of / runs exactly this). */
export async function loadHomePage() {
  const [home, about, alumni, classes, videos, news, articles, events] = await Promise.all([
    getHomeSettings(),
    getAboutSettings(),
    getAlumniPageSettings(),
    listClasses(),
    listStudentVideos(),
    listFeaturedNews(3),
    listFeaturedEvents('Article', 3),
    listFeaturedEvents('Event', 3),
  ])
  return { home, about, alumni, classes, videos, news, articles, events }
}
