import type { Metadata } from 'next'

import { readListQuery } from '@/features/content/paging'
import { NewsIndex } from '@/features/news/components/news-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  return {
    title: pageTitle('News', schoolName),
    alternates: { canonical: '/news' },
    robots: { index: false },
  }
}

/** /news?q=…&page=… is answered here (see src/proxy.ts): searches and later pages are per request. */
export default async function NewsResultsPage({ searchParams }: Props) {
  return <NewsIndex query={readListQuery(await searchParams)} />
}
