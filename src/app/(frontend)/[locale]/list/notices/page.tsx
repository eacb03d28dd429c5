import { NoticesIndex, readNoticesQuery } from '@/features/notices/components/notices-index'
import { resultsPageMetadata, type ResultsPageProps } from '@/features/content/page-metadata'
import { enterLocale } from '@/i18n/server'

export const generateMetadata = resultsPageMetadata('/notices', 'NoticesPage.title')

/** /notices?q=…&category=…&page=… (rewritten here by src/proxy.ts). */
export default async function NoticesResultsPage({ params, searchParams }: ResultsPageProps) {
  await enterLocale(params)
  return <NoticesIndex query={readNoticesQuery(await searchParams)} />
}
