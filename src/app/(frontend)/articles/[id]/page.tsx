import type { Metadata } from 'next'

import { WritingDetail } from '@/features/events/components/writing-detail'
import { getEvent, listEventIdsForPrerender } from '@/features/events/queries'
import { WRITINGS } from '@/features/events/writings'
import { getSchoolName } from '@/features/site/queries'
import { truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'

type Props = { params: Promise<{ id: string }> }

export async function generateStaticParams() {
  return (await listEventIdsForPrerender('Article')).map((id) => ({ id: String(id) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const [schoolName, item] = await Promise.all([getSchoolName(), getEvent(id, 'Article')])
  if (!item) return { title: pageTitle(WRITINGS.Article.notFound, schoolName) }
  const description = truncate(item.sub_nameor_title, 160) || undefined
  return {
    title: pageTitle('Article Details', schoolName),
    description,
    alternates: { canonical: `/articles/${item.id}` },
    openGraph: { title: item.name, description, url: `/articles/${item.id}`, type: 'article' },
  }
}

export default async function ArticleDetailPage({ params }: Props) {
  const { id } = await params
  return <WritingDetail kind="Article" id={id} />
}
