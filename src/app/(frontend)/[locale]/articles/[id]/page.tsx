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
  return (await listEventIdsForPrerender('Article')).map((id) => ({ id: String(id) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const { id } = await params
  const [schoolName, item, t, kinds] = await Promise.all([
    getSchoolName(),
    getEvent(id, 'Article'),
    getTranslations({ locale, namespace: 'WritingPages' }),
    getTranslations({ locale, namespace: 'WritingKinds' }),
  ])
  if (!item) return { title: pageTitle(kinds('article.notFound'), schoolName) }
  const description = truncate(item.sub_nameor_title, TRUNCATE.metaDescription) || undefined
  return {
    title: pageTitle(t('articleDetails'), schoolName),
    description,
    alternates: pageAlternates(`/articles/${item.id}`, locale),
    openGraph: { title: item.name, description, url: `/articles/${item.id}`, type: 'article' },
  }
}

export default async function ArticleDetailPage({ params }: Props) {
  await enterLocale(params)
  const { id } = await params
  return <WritingDetail kind="Article" id={id} />
}
