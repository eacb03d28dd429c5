import type { Metadata } from 'next'

import { WritingsIndex } from '@/features/events/components/writings-index'
import { WRITINGS } from '@/features/events/writings'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = WRITINGS.Blog.subtitle
  return {
    title: pageTitle('Blogs', schoolName),
    description,
    alternates: { canonical: '/blogs' },
    openGraph: { title: pageTitle('Blogs', schoolName), description, url: '/blogs' },
  }
}

export default function BlogsPage() {
  return <WritingsIndex kind="Blog" query={{ q: '', page: 1 }} />
}
