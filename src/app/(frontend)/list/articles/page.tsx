import type { Metadata } from 'next'

import { readListQuery } from '@/features/content/paging'
import { WritingsIndex } from '@/features/events/components/writings-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  return {
    title: pageTitle('Articles', schoolName),
    alternates: { canonical: '/articles' },
    robots: { index: false },
  }
}

/** /articles?q=…&page=… (rewritten here by src/proxy.ts). */
export default async function ArticlesResultsPage({ searchParams }: Props) {
  return <WritingsIndex kind="Article" query={readListQuery(await searchParams)} />
}
