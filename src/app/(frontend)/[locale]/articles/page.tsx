import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { WritingsIndex } from '@/features/writings/components/writings-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'WritingKinds' }),
  ])
  const description = t('article.subtitle')
  return {
    title: pageTitle(t('article.title'), schoolName),
    description,
    alternates: pageAlternates('/articles', locale),
    openGraph: { title: pageTitle(t('article.title'), schoolName), description, url: '/articles' },
  }
}

export default async function ArticlesPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <WritingsIndex kind="Article" query={{ q: '', page: 1 }} />
}
