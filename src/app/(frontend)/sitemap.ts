import type { MetadataRoute } from 'next'

import { listClasses } from '@/features/classes/queries'
import { listEventIdsForPrerender } from '@/features/events/queries'
import { listNewsIdsForPrerender } from '@/features/news/queries'
import { listNoticeIdsForPrerender } from '@/features/notices/queries'
import { LOCALE_TAGS, LOCALES, localePath } from '@/i18n/locales'
import { env } from '@/lib/env'

const STATIC_ROUTES = [
  '/',
  '/about-us',
  '/institution',
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
  // Each page once, in English, with its Bangla twin named as an alternate.
  const page = (path: string) => ({
    url: url(path),
    alternates: {
      languages: Object.fromEntries(
        LOCALES.map((locale) => [LOCALE_TAGS[locale], url(localePath(path, locale))]),
      ),
    },
  })
  return [
    ...STATIC_ROUTES.map((path) => ({ ...page(path), changeFrequency: 'weekly' as const })),
    ...classes.map((c) => page(`/class/${c.id}`)),
    ...news.map((id) => page(`/news/${id}`)),
    ...notices.map((id) => page(`/notices/${id}`)),
    ...events.map((id) => page(`/events/${id}`)),
    ...blogs.map((id) => page(`/blogs/${id}`)),
    ...articles.map((id) => page(`/articles/${id}`)),
    ...alumniEvents.map((id) => page(`/alumni-association/alumni-events/${id}`)),
  ]
}
