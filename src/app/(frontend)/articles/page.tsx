import type { Metadata } from 'next'

import { WritingsIndex } from '@/features/events/components/writings-index'
import { WRITINGS } from '@/features/events/writings'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = WRITINGS.Article.subtitle
  return {
    title: pageTitle('Articles', schoolName),
    description,
    alternates: { canonical: '/articles' },
    openGraph: { title: pageTitle('Articles', schoolName), description, url: '/articles' },
  }
}

export default function ArticlesPage() {
  return <WritingsIndex kind="Article" query={{ q: '', page: 1 }} />
}
