import type { Metadata } from 'next'

import { WritingDetail } from '@/features/events/components/writing-detail'
import { getEvent, listEventIdsForPrerender } from '@/features/events/queries'
import { WRITINGS } from '@/features/events/writings'
import { getSchoolName } from '@/features/site/queries'
import { truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'

type Props = { params: Promise<{ id: string }> }

export async function generateStaticParams() {
  return (await listEventIdsForPrerender('Blog')).map((id) => ({ id: String(id) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const [schoolName, item] = await Promise.all([getSchoolName(), getEvent(id, 'Blog')])
  if (!item) return { title: pageTitle(WRITINGS.Blog.notFound, schoolName) }
  const description = truncate(item.sub_nameor_title, 160) || undefined
  return {
    title: pageTitle('Blog Details', schoolName),
    description,
    alternates: { canonical: `/blogs/${item.id}` },
    openGraph: { title: item.name, description, url: `/blogs/${item.id}`, type: 'article' },
  }
}

export default async function BlogDetailPage({ params }: Props) {
  const { id } = await params
  return <WritingDetail kind="Blog" id={id} />
}
