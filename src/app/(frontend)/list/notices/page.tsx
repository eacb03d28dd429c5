import type { Metadata } from 'next'

import { NoticesIndex, readNoticesQuery } from '@/features/notices/components/notices-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  return {
    title: pageTitle('Notices', schoolName),
    alternates: { canonical: '/notices' },
    robots: { index: false },
  }
}

/** /notices?q=…&category=…&page=… (rewritten here by src/proxy.ts). */
export default async function NoticesResultsPage({ searchParams }: Props) {
  return <NoticesIndex query={readNoticesQuery(await searchParams)} />
}
