import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { readListQuery } from '@/lib/pagination'
import { NewsIndex } from '@/features/news/components/news-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'News' }),
  ])
  return {
    title: pageTitle(t('title'), schoolName),
    alternates: pageAlternates('/news', locale),
    robots: { index: false },
  }
}

/** /news?q=…&page=… is answered here (see src/proxy.ts): searches and later pages are per request. */
export default async function NewsResultsPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params)
  return <NewsIndex query={readListQuery(await searchParams)} />
}
