import type { Metadata } from 'next'

import { readListQuery } from '@/features/content/paging'
import { WritingsIndex } from '@/features/events/components/writings-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  return {
    title: pageTitle('Blogs', schoolName),
    alternates: { canonical: '/blogs' },
    robots: { index: false },
  }
}

/** /blogs?q=…&page=… (rewritten here by src/proxy.ts). */
export default async function BlogsResultsPage({ searchParams }: Props) {
  return <WritingsIndex kind="Blog" query={readListQuery(await searchParams)} />
}
