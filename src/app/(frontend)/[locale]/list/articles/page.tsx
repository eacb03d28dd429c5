import { WritingsIndex } from '@/features/writings/components/writings-index'
import { resultsPageMetadata, type ResultsPageProps } from '@/features/content/page-metadata'
import { readListQuery } from '@/lib/pagination'
import { enterLocale } from '@/i18n/server'

export const generateMetadata = resultsPageMetadata('/articles', 'WritingKinds.article.title')

/** /articles?q=…&page=… (rewritten here by src/proxy.ts). */
export default async function ArticlesResultsPage({ params, searchParams }: ResultsPageProps) {
  await enterLocale(params)
  return <WritingsIndex kind="Article" query={readListQuery(await searchParams)} />
}
