import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { readListQuery } from '@/lib/pagination'
import { WritingsIndex } from '@/features/writings/components/writings-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'WritingKinds' }),
  ])
  return {
    title: pageTitle(t('blog.title'), schoolName),
    alternates: pageAlternates('/blogs', locale),
    robots: { index: false },
  }
}

/** /blogs?q=…&page=… (rewritten here by src/proxy.ts). */
export default async function BlogsResultsPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params)
  return <WritingsIndex kind="Blog" query={readListQuery(await searchParams)} />
}
