import type { Metadata } from 'next'

import { NewsIndex } from '@/features/news/components/news-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = `Latest news from ${schoolName}: results, admissions, events and achievements.`
  return {
    title: pageTitle('News', schoolName),
    description,
    alternates: { canonical: '/news' },
    openGraph: { title: pageTitle('News', schoolName), description, url: '/news' },
  }
}

/** The first page without a search is the same for everyone: rendered once and cached. */
export default function NewsPage() {
  return <NewsIndex query={{ q: '', page: 1 }} />
}
