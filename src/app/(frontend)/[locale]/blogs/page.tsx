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
  const description = t('blog.subtitle')
  return {
    title: pageTitle(t('blog.title'), schoolName),
    description,
    alternates: pageAlternates('/blogs', locale),
    openGraph: { title: pageTitle(t('blog.title'), schoolName), description, url: '/blogs' },
  }
}

export default async function BlogsPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <WritingsIndex kind="Blog" query={{ q: '', page: 1 }} />
}
