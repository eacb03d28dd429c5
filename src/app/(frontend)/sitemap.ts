import type { MetadataRoute } from 'next'

import { listClasses } from '@/features/classes/queries'
import { listEventIdsForPrerender } from '@/features/events/queries'
import { listNewsIdsForPrerender } from '@/features/news/queries'
import { listNoticeIdsForPrerender } from '@/features/notices/queries'
import { env } from '@/lib/env'

const STATIC_ROUTES = [
  '/',
  '/about-us',
  '/news',
  '/notices',
  '/admission',
  '/calendar',
  '/events',
  '/blogs',
  '/articles',
  '/campus-gallery',
  '/alumni-association',
  '/contact-us',
  '/terms',
]

/** Every public page a search engine should know, newest content first. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [news, notices, events, blogs, articles, alumniEvents, classes] = await Promise.all([
    listNewsIdsForPrerender(1000),
    listNoticeIdsForPrerender(1000),
    listEventIdsForPrerender('Event', 1000),
    listEventIdsForPrerender('Blog', 1000),
    listEventIdsForPrerender('Article', 1000),
    listEventIdsForPrerender('Alumni', 1000),
    listClasses(),
  ])
  const url = (path: string) => new URL(path, env.SERVER_URL).toString()
  return [
    ...STATIC_ROUTES.map((path) => ({ url: url(path), changeFrequency: 'weekly' as const })),
    ...classes.map((c) => ({ url: url(`/class/${c.id}`) })),
    ...news.map((id) => ({ url: url(`/news/${id}`) })),
    ...notices.map((id) => ({ url: url(`/notices/${id}`) })),
    ...events.map((id) => ({ url: url(`/events/${id}`) })),
    ...blogs.map((id) => ({ url: url(`/blogs/${id}`) })),
    ...articles.map((id) => ({ url: url(`/articles/${id}`) })),
    ...alumniEvents.map((id) => ({ url: url(`/alumni-association/alumni-events/${id}`) })),
  ]
}
