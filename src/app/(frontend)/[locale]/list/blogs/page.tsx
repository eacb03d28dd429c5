import { WritingsIndex } from '@/features/writings/components/writings-index'
import { resultsPageMetadata, type ResultsPageProps } from '@/features/content/page-metadata'
import { readListQuery } from '@/lib/pagination'
import { enterLocale } from '@/i18n/server'

export const generateMetadata = resultsPageMetadata('/blogs', 'WritingKinds.blog.title')

/** /blogs?q=…&page=… (rewritten here by src/proxy.ts). */
export default async function BlogsResultsPage({ params, searchParams }: ResultsPageProps) {
  await enterLocale(params)
  return <WritingsIndex kind="Blog" query={readListQuery(await searchParams)} />
}
