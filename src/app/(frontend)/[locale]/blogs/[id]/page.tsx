import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { WritingDetail } from '@/features/writings/components/writing-detail'
import { getEvent, listEventIdsForPrerender } from '@/features/events/queries'
import { getSchoolName } from '@/features/site/queries'
import { TRUNCATE, truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'
import { enterLocale } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateStaticParams() {
  return (await listEventIdsForPrerender('Blog')).map((id) => ({ id: String(id) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const { id } = await params
  const [schoolName, item, t, kinds] = await Promise.all([
    getSchoolName(),
    getEvent(id, 'Blog'),
    getTranslations({ locale, namespace: 'WritingPages' }),
    getTranslations({ locale, namespace: 'WritingKinds' }),
  ])
  if (!item) return { title: pageTitle(kinds('blog.notFound'), schoolName) }
  const description = truncate(item.sub_nameor_title, TRUNCATE.metaDescription) || undefined
  return {
    title: pageTitle(t('blogDetails'), schoolName),
    description,
    alternates: pageAlternates(`/blogs/${item.id}`, locale),
    openGraph: { title: item.name, description, url: `/blogs/${item.id}`, type: 'article' },
  }
}

export default async function BlogDetailPage({ params }: Props) {
  await enterLocale(params)
  const { id } = await params
  return <WritingDetail kind="Blog" id={id} />
}
