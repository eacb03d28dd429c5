import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NoticesIndex } from '@/features/notices/components/notices-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

/** 'New' labels and expiry follow the clock as well as publishing. */
export const revalidate = 3600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'NoticesPage' }),
  ])
  const description = t('description', { school: schoolName })
  const feedTitle = t('feedTitle', { school: schoolName })
  return {
    title: pageTitle(t('title'), schoolName),
    description,
    alternates: {
      ...pageAlternates('/notices', locale),
      types: {
        'application/rss+xml': [{ url: '/notices/rss.xml', title: feedTitle }],
        'application/atom+xml': [{ url: '/notices/atom.xml', title: feedTitle }],
      },
    },
    openGraph: { title: pageTitle(t('title'), schoolName), description, url: '/notices' },
  }
}

/** The unfiltered first page is the same for everyone: rendered once and cached. */
export default async function NoticesPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <NoticesIndex query={{ q: '', page: 1, category: null }} />
}
