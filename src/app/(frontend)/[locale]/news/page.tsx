import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NewsIndex } from '@/features/news/components/news-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'News' }),
  ])
  const description = t('description', { schoolName })
  return {
    title: pageTitle(t('title'), schoolName),
    description,
    alternates: pageAlternates('/news', locale),
    openGraph: { title: pageTitle(t('title'), schoolName), description, url: '/news' },
  }
}

/** The first page without a search is the same for everyone: rendered once and cached. */
export default async function NewsPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <NewsIndex query={{ q: '', page: 1 }} />
}
