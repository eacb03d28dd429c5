import { NewsIndex } from '@/features/news/components/news-index'
import { resultsPageMetadata, type ResultsPageProps } from '@/features/content/page-metadata'
import { readListQuery } from '@/lib/pagination'
import { enterLocale } from '@/i18n/server'

export const generateMetadata = resultsPageMetadata('/news', 'News.title')

/** /news?q=…&page=… is answered here (see src/proxy.ts): searches and later pages are per request. */
export default async function NewsResultsPage({ params, searchParams }: ResultsPageProps) {
  await enterLocale(params)
  return <NewsIndex query={readListQuery(await searchParams)} />
}
