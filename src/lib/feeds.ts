import escapeHtml from 'escape-html'
import { Feed } from 'feed'

export type FeedFormat = 'rss' | 'atom'
export type FeedItem = {
  path: string
  title: string
  summary?: string | null
  date: string | null | undefined
  category?: string | null
}

/** A news or notices feed in RSS 2.0 or Atom 1.0, with absolute links to the site at `site`. */
export function feedResponse(
  format: FeedFormat,
  feed: { path: string; title: string; description: string; items: FeedItem[] },
  site: string,
): Response {
  const dates = feed.items.map((item) => new Date(item.date ?? 0).getTime())
  const document = new Feed({
    id: `${site}${feed.path}`,
    link: `${site}${feed.path}`,
    title: feed.title,
    description: feed.description,
    language: 'en',
    copyright: feed.title,
    updated: new Date(Math.max(0, ...dates)),
    feedLinks: { rss: `${site}${feed.path}/rss.xml`, atom: `${site}${feed.path}/atom.xml` },
  })
  for (const item of feed.items) {
    document.addItem({
      id: `${site}${item.path}`,
      link: `${site}${item.path}`,
      title: item.title,
      // Summaries are plain text; both formats carry them as HTML, so they are escaped.
      description: item.summary ? escapeHtml(item.summary) : undefined,
      date: new Date(item.date ?? 0),
      category: item.category ? [{ name: item.category }] : undefined,
    })
  }
  return new Response(format === 'rss' ? document.rss2() : document.atom1(), {
    headers: {
      'Content-Type':
        format === 'rss'
          ? 'application/rss+xml; charset=utf-8'
          : 'application/atom+xml; charset=utf-8',
    },
  })
}
