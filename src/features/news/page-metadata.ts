import 'server-only'

import { itemPageMetadata } from '@/features/content/page-metadata'

import { getNews } from './queries'

/**
 * `generateMetadata` of a news item's page. Both of its pages name /news/{id} as the canonical
 * address; only that one offers a link preview.
 */
export function newsItemMetadata({ preview }: { preview: boolean }) {
  return itemPageMetadata({
    load: getNews,
    notFoundTitle: 'NewsDetail.notFoundTitle',
    describe: (item) => ({
      title: item.title,
      path: `/news/${item.id}`,
      description: item.short_description,
      preview: preview ? { title: item.title, article: true } : undefined,
    }),
  })
}
